// SPDX-License-Identifier: Apache-2.0
#include "core/format/mappedfile.h"

#include <QCoreApplication>
#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

namespace memscope::format {
namespace {

    // The mappings the SIGBUS handler may repair, in a fixed table of atomics:
    // a signal handler can neither lock nor allocate. One slot per live
    // MappedFile; loads run on a handful of threads, so this is ample.
    constexpr int kSlotCount = 1 << 15;

    struct Slot
    {
        std::atomic_bool taken { false };
        std::atomic<quintptr> begin { 0 }; // 0: no mapping (yet, or any more)
        std::atomic<quintptr> end { 0 };
        std::atomic_bool faulted { false };
    };
    static_assert(std::atomic<quintptr>::is_always_lock_free && std::atomic_bool::is_always_lock_free);

    std::array<Slot, kSlotCount> g_slots;
    struct sigaction g_previousAction
    {
    };
    quintptr g_pageSize = 0;

    void restoreDefaultAction()
    {
        struct sigaction defaultAction
        {
        };
        defaultAction.sa_handler = SIG_DFL;
        sigemptyset(&defaultAction.sa_mask);
        sigaction(SIGBUS, &defaultAction, nullptr);
    }

    // Everything here is async-signal-safe: atomics, mmap (a plain system call
    // on Linux) and sigaction.
    void onBusError(int signal, siginfo_t* info, void* context)
    {
        const auto address = quintptr(info->si_addr);
        for (Slot& slot : g_slots) {
            const quintptr begin = slot.begin.load(std::memory_order_acquire);
            if (begin == 0 || address < begin)
                continue;
            const quintptr end = slot.end.load(std::memory_order_relaxed);
            if (address >= end)
                continue;
            // Zeros over the faulting page and all after it: one signal per
            // truncation instead of one per page past the new end.
            const quintptr page = address & ~(g_pageSize - 1);
            if (mmap(reinterpret_cast<void*>(page), end - page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1,
                    0)
                == MAP_FAILED)
                break;
            slot.faulted.store(true, std::memory_order_relaxed);
            return; // the faulting instruction runs again, on zeros
        }
        // Not a page of ours: what the process would have done without us. A
        // handler installed with SA_RESETHAND (crash reporters, QtTest's)
        // expects the default action back when it returns, for the fault to
        // end the process then.
        if (g_previousAction.sa_flags & SA_RESETHAND)
            restoreDefaultAction();
        if ((g_previousAction.sa_flags & SA_SIGINFO) && g_previousAction.sa_sigaction) {
            g_previousAction.sa_sigaction(signal, info, context);
            return;
        }
        if (!(g_previousAction.sa_flags & SA_SIGINFO) && g_previousAction.sa_handler != SIG_DFL
            && g_previousAction.sa_handler != SIG_IGN) {
            g_previousAction.sa_handler(signal);
            return;
        }
        // Returning re-runs the faulting instruction, which now meets the default action.
        restoreDefaultAction();
    }

    void installHandlerOnce()
    {
        static const bool installed = [] {
            g_pageSize = quintptr(sysconf(_SC_PAGESIZE));
            struct sigaction action
            {
            };
            action.sa_sigaction = &onBusError;
            action.sa_flags = SA_SIGINFO | SA_RESTART;
            sigemptyset(&action.sa_mask);
            return sigaction(SIGBUS, &action, &g_previousAction) == 0;
        }();
        Q_UNUSED(installed);
    }

    int takeSlot(quintptr begin, quintptr end)
    {
        for (int index = 0; index < kSlotCount; ++index) {
            Slot& slot = g_slots[size_t(index)];
            bool expected = false;
            if (!slot.taken.compare_exchange_strong(expected, true, std::memory_order_acq_rel))
                continue;
            slot.faulted.store(false, std::memory_order_relaxed);
            slot.end.store(end, std::memory_order_relaxed);
            slot.begin.store(begin, std::memory_order_release); // publishes end too
            return index;
        }
        return -1;
    }

} // namespace

std::unique_ptr<MappedFile> MappedFile::map(int fd, qint64 size, QString& error)
{
    installHandlerOnce();
    const qint64 pageSize = qint64(g_pageSize);
    const qint64 mappedLength = (size + pageSize - 1) / pageSize * pageSize;
    void* mapping = mmap(nullptr, size_t(mappedLength), PROT_READ, MAP_SHARED, fd, 0);
    if (mapping == MAP_FAILED) {
        error = QString::fromLocal8Bit(strerror(errno));
        return nullptr;
    }
    const auto begin = quintptr(mapping);
    const int slot = takeSlot(begin, begin + quintptr(mappedLength));
    if (slot < 0) {
        munmap(mapping, size_t(mappedLength));
        error = QCoreApplication::translate("memscope::format", "more than %1 files are being read at once")
                    .arg(kSlotCount);
        return nullptr;
    }
    return std::unique_ptr<MappedFile>(new MappedFile(static_cast<const char*>(mapping), size, mappedLength, slot));
}

MappedFile::MappedFile(const char* data, qint64 size, qint64 mappedLength, int slot)
    : m_data(data)
    , m_size(size)
    , m_mappedLength(mappedLength)
    , m_slot(slot)
{
}

MappedFile::~MappedFile()
{
    Slot& slot = g_slots[size_t(m_slot)];
    slot.begin.store(0, std::memory_order_release);
    slot.end.store(0, std::memory_order_relaxed);
    munmap(const_cast<char*>(m_data), size_t(m_mappedLength)); // also removes the zeros mapped over it
    slot.taken.store(false, std::memory_order_release);
}

bool MappedFile::faulted() const { return g_slots[size_t(m_slot)].faulted.load(std::memory_order_relaxed); }

} // namespace memscope::format
