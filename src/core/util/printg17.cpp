// SPDX-License-Identifier: Apache-2.0
#include "core/util/printg17.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace memscope {
namespace {

    constexpr int kDigits = 17;
    constexpr std::uint64_t kLow = 10000000000000000ULL; // 10^16: a 17-digit number is in [10^16, 10^17)
    constexpr std::uint64_t kHigh = 100000000000000000ULL;
    constexpr int kMaxPower = 22; // m · 10^k < 2^53 · 2^74 fits in 128 bits
    __extension__ typedef unsigned __int128 Wide; // GCC's and Clang's, without the pedantic warning

    constexpr std::array<Wide, kMaxPower + 1> kPowersOfTen = [] {
        std::array<Wide, kMaxPower + 1> powers {};
        powers[0] = 1;
        for (size_t k = 1; k < powers.size(); ++k)
            powers[k] = powers[k - 1] * 10;
        return powers;
    }();

    // The 17 significant digits of m · 2^-shift, rounded half to even, given 10^exponent <= it <
    // 10^(exponent + 2); exponent is raised by one when it is at or above 10^(exponent + 1).
    // False when the value is out of the fast path's reach.
    bool significantDigits(std::uint64_t mantissa, int shift, int& exponent, std::uint64_t& digits)
    {
        const int k = kDigits - 1 - exponent;
        if (k < 0 || k > kMaxPower || shift <= 0 || shift >= 124)
            return false;
        const Wide numerator = static_cast<Wide>(mantissa) * kPowersOfTen[size_t(k)];
        Wide whole = numerator >> shift;
        Wide remainder = numerator - (whole << shift); // of 2^shift
        Wide half = static_cast<Wide>(1) << (shift - 1);
        if (whole >= kHigh) { // one digit more than wanted (below 10^18: 64 bits): drop it into the remainder
            const auto narrow = static_cast<std::uint64_t>(whole);
            remainder += static_cast<Wide>(narrow % 10) << shift;
            half *= 10;
            whole = narrow / 10;
            ++exponent;
        }
        if (whole < kLow || whole >= kHigh)
            return false;
        digits = static_cast<std::uint64_t>(whole);
        if (remainder > half || (remainder == half && (digits & 1) != 0)) {
            if (++digits == kHigh) {
                digits = kLow;
                ++exponent;
            }
        }
        return true;
    }

    void writeEightDigits(char* out, std::uint32_t value)
    {
        static constexpr char kPairs[]
            = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
              "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
              "8081828384858687888990919293949596979899";
        for (int i = 3; i >= 0; --i) {
            std::memcpy(out + 2 * i, kPairs + 2 * (value % 100), 2);
            value /= 100;
        }
    }

} // namespace

char* printG17(char* out, double value)
{
    const auto fallback = [&] { return std::to_chars(out, out + 32, value, std::chars_format::general, kDigits).ptr; };
    if (!std::isfinite(value) || value == 0)
        return fallback();
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    const int biased = int((bits >> 52) & 0x7ff);
    if (biased == 0)
        return fallback(); // subnormal
    const std::uint64_t mantissa = (bits & ((std::uint64_t(1) << 52) - 1)) | (std::uint64_t(1) << 52);
    const int shift = 1075 - biased; // value = ±mantissa · 2^-shift
    // 2^binary <= |value| < 2^(binary + 1), so 10^exponent <= |value| < 10^(exponent + 2) with exponent
    // = floor(binary · log10(2)) (78913 / 2^18 is log10(2) within 10^-6, exact enough for |binary| < 2^10).
    const int binary = biased - 1023;
    int exponent = (binary * 78913) >> 18;
    std::uint64_t digits = 0;
    if (!significantDigits(mantissa, shift, exponent, digits))
        return fallback();

    // Written two digits at a time, in two independent halves of eight after the first digit.
    char text[kDigits];
    text[0] = char('0' + digits / kLow);
    writeEightDigits(text + 1, std::uint32_t(digits % kLow / 100000000));
    writeEightDigits(text + 9, std::uint32_t(digits % 100000000));
    int length = kDigits; // without the trailing zeros %g drops
    while (length > 1 && text[length - 1] == '0')
        --length;
    char* at = out;
    if (bits >> 63)
        *at++ = '-';
    if (exponent < -4 || exponent >= kDigits) { // d.ddde±XX
        *at++ = text[0];
        if (length > 1) {
            *at++ = '.';
            std::memcpy(at, text + 1, size_t(length - 1));
            at += length - 1;
        }
        *at++ = 'e';
        *at++ = exponent < 0 ? '-' : '+';
        const int magnitude = std::abs(exponent);
        if (magnitude < 10)
            *at++ = '0';
        return std::to_chars(at, at + 4, magnitude).ptr;
    }
    if (exponent < 0) { // 0.000ddd
        *at++ = '0';
        *at++ = '.';
        for (int i = -1; i > exponent; --i)
            *at++ = '0';
        std::memcpy(at, text, size_t(length));
        return at + length;
    }
    const int whole = exponent + 1; // digits before the point
    std::memcpy(at, text, size_t(whole));
    at += whole;
    if (length > whole) {
        *at++ = '.';
        std::memcpy(at, text + whole, size_t(length - whole));
        at += length - whole;
    }
    return at;
}

} // namespace memscope
