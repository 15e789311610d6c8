// SPDX-License-Identifier: Apache-2.0
#include "models/progresspoll.h"

namespace memscope {

namespace {

    constexpr int kPollingMs = 100;

} // namespace

ProgressPoll::ProgressPoll(QObject* context, std::function<void(int permille)> show)
{
    m_timer.setInterval(kPollingMs);
    QObject::connect(&m_timer, &QTimer::timeout, context, [this, show = std::move(show)] {
        if (m_permille)
            show(m_permille->load(std::memory_order_relaxed));
    });
}

std::shared_ptr<std::atomic_int> ProgressPoll::start()
{
    m_permille = std::make_shared<std::atomic_int>(0);
    m_timer.start();
    return m_permille;
}

void ProgressPoll::stop() { m_timer.stop(); }

} // namespace memscope
