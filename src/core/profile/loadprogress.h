// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/loader.h"

#include <atomic>
#include <functional>
#include <mutex>

namespace memscope {

// Turns work done (bytes read, decompressed, parsed; from any thread) into
// the permille and step text of a ProgressCallback. Calls the callback only
// when the permille or the step changed.
class LoadProgress
{
public:
    LoadProgress(ProgressCallback callback, qint64 totalBytes);

    void setStep(const QString& step);
    void finish();
    // A consumer that counts `weight` of the file's share of the total per
    // byte it is given (gzip: the compressed bytes weigh half, the
    // decompressed bytes the other half of the file's on-disk size).
    std::function<void(qint64 bytes)> consumer(double weight);

private:
    void add(qint64 units);
    void report(int permille);

    static constexpr qint64 kUnitsPerByte = 1024;
    // A copy: callers pass temporaries (`{}` for no progress) that a reference would outlive.
    const ProgressCallback m_callback;
    const qint64 m_totalUnits;
    std::atomic<qint64> m_doneUnits { 0 };
    std::atomic<int> m_lastPermille { -1 };
    std::mutex m_mutex;
    QString m_step;
};

} // namespace memscope
