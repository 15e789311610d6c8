// SPDX-License-Identifier: Apache-2.0
#pragma once

// A read-only folder as a user meets it. Root ignores folder permissions, so
// such a test run as root (as CI runs) would write into the folder anyway:
// while an AsNobody is alive the process acts as the user nobody, for whom the
// kernel checks permissions as for any user.

#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <sys/prctl.h>
#include <sys/types.h>
#include <unistd.h>

namespace memscope::test {

// A temporary folder that lock() makes read-only for everyone; it stays
// readable by all, so that nobody reaches the files put in it before.
class ReadOnlyFolder
{
public:
    ReadOnlyFolder() = default;
    ~ReadOnlyFolder()
    {
        // Writable again, so that QTemporaryDir can remove it.
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    ReadOnlyFolder(const ReadOnlyFolder&) = delete;
    ReadOnlyFolder& operator=(const ReadOnlyFolder&) = delete;

    QString filePath(const QString& name) const { return m_dir.filePath(name); }
    bool lock()
    {
        return m_dir.isValid()
            && QFile::setPermissions(m_dir.path(),
                QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther
                    | QFile::ExeOther);
    }

private:
    QTemporaryDir m_dir;
};

// Child processes started while it is alive are nobody through and through
// (a program whose real and effective ids differ looks setuid, which Qt refuses).
class AsNobody
{
public:
    AsNobody()
    {
        if (geteuid() != 0)
            return; // permissions already apply
        m_dumpable = prctl(PR_GET_DUMPABLE);
        getresuid(&m_uid[0], &m_uid[1], &m_uid[2]);
        getresgid(&m_gid[0], &m_gid[1], &m_gid[2]);
        // The saved ids stay root's, so the destructor can switch back.
        if (setresgid(kNobody, kNobody, m_gid[2]) != 0)
            return;
        if (setresuid(kNobody, kNobody, m_uid[2]) != 0) {
            setresgid(m_gid[0], m_gid[1], m_gid[2]);
            return;
        }
        m_switched = true;
    }
    ~AsNobody()
    {
        if (!m_switched)
            return;
        setresuid(m_uid[0], m_uid[1], m_uid[2]);
        setresgid(m_gid[0], m_gid[1], m_gid[2]);
        // Changing the effective uid made the process non-dumpable (root-owned
        // /proc/self, no core file); a later crash should still leave a core.
        prctl(PR_SET_DUMPABLE, m_dumpable);
    }
    AsNobody(const AsNobody&) = delete;
    AsNobody& operator=(const AsNobody&) = delete;

    // Still root: the switch failed (no CAP_SETUID), permissions do not apply
    // and the caller skips.
    bool failed() const { return geteuid() == 0; }

private:
    static constexpr uid_t kNobody = 65534;
    bool m_switched = false;
    int m_dumpable = 1;
    uid_t m_uid[3] = {};
    gid_t m_gid[3] = {};
};

} // namespace memscope::test
