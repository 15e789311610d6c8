// SPDX-License-Identifier: Apache-2.0
#pragma once

// The generator's own pseudo-random numbers. std::uniform_*_distribution is
// implementation-defined (its output differs between standard libraries), so
// the same seed would give different profiles on different machines; SplitMix64
// with our own range reductions gives the same bytes everywhere.

#include <cstdint>

namespace memscope::generator {

class Random
{
public:
    explicit Random(std::uint64_t seed)
        : m_state(seed)
    {
    }

    // A stream for one part of the profile: independent of how many numbers
    // the other parts draw, so adding events to one part leaves the others unchanged.
    static Random derived(std::uint64_t seed, std::uint64_t part)
    {
        Random mixer(seed ^ (part * 0xD1B54A32D192ED03ull));
        mixer.next();
        return Random(mixer.next());
    }

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound); bound 0 gives 0. Lemire's multiply-shift, no modulo bias worth noting.
    std::uint64_t below(std::uint64_t bound) { return multiplyHigh(next(), bound); }

    // Uniform in [low, high] (inclusive).
    std::int64_t between(std::int64_t low, std::int64_t high)
    {
        return low + static_cast<std::int64_t>(below(static_cast<std::uint64_t>(high - low) + 1));
    }

    // Uniform in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    bool chance(double probability) { return unit() < probability; }

    template <typename Container> const auto& pick(const Container& items)
    {
        return items[static_cast<std::size_t>(below(items.size()))];
    }

private:
    // The upper 64 bits of a 128-bit product, in portable C++.
    static std::uint64_t multiplyHigh(std::uint64_t a, std::uint64_t b)
    {
        const std::uint64_t aLow = a & 0xffffffffu, aHigh = a >> 32, bLow = b & 0xffffffffu, bHigh = b >> 32;
        const std::uint64_t lowLow = aLow * bLow, highLow = aHigh * bLow, lowHigh = aLow * bHigh;
        const std::uint64_t cross = (lowLow >> 32) + (highLow & 0xffffffffu) + lowHigh;
        return aHigh * bHigh + (highLow >> 32) + (cross >> 32);
    }

    std::uint64_t m_state;
};

} // namespace memscope::generator
