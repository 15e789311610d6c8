// SPDX-License-Identifier: Apache-2.0
#include "core/profile/loadprogress.h"

#include <utility>

namespace memscope {

LoadProgress::LoadProgress(ProgressCallback callback, qint64 totalBytes)
    : m_callback(std::move(callback))
    , m_totalUnits(std::max<qint64>(1, totalBytes) * kUnitsPerByte)
{
}

void LoadProgress::setStep(const QString& step)
{
    if (!m_callback)
        return;
    std::lock_guard lock(m_mutex);
    m_step = step;
    m_callback(std::max(0, m_lastPermille.load()), m_step);
}

void LoadProgress::finish()
{
    m_doneUnits = m_totalUnits;
    report(1000);
}

std::function<void(qint64)> LoadProgress::consumer(double weight)
{
    return [this, weight](qint64 bytes) { add(qint64(double(bytes) * weight * kUnitsPerByte)); };
}

void LoadProgress::add(qint64 units)
{
    if (!m_callback)
        return;
    const qint64 done = m_doneUnits.fetch_add(units) + units;
    // Never quite 1000 before finish(): the last steps (merging) still run.
    const int permille = int(std::clamp<qint64>(done * 1000 / m_totalUnits, 0, 999));
    if (permille > m_lastPermille.load(std::memory_order_relaxed))
        report(permille);
}

void LoadProgress::report(int permille)
{
    if (!m_callback)
        return;
    std::lock_guard lock(m_mutex);
    if (permille <= m_lastPermille && permille != 1000)
        return;
    m_lastPermille = permille;
    m_callback(permille, m_step);
}

} // namespace memscope
