// SPDX-License-Identifier: Apache-2.0
#include "core/support/testprofiles.h"

#include "hlo.pb.h"

#include <QFile>
#include <QTest>
#include <google/protobuf/text_format.h>

namespace memscope::test {

QString fixturePath() { return QStringLiteral(MEMSCOPE_TEST_DATA "/two_modules_a.hlo.textproto"); }

std::shared_ptr<const xla::HloProto> fixtureModuleProto(const QString& name, qint64 programId, qint64 scale)
{
    QFile file(fixturePath());
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(fixturePath()));
    auto proto = std::make_shared<xla::HloProto>();
    if (!google::protobuf::TextFormat::ParseFromString(file.readAll().toStdString(), proto.get()))
        qFatal("cannot parse %s", qPrintable(fixturePath()));
    proto->mutable_hlo_module()->set_name(name.toStdString());
    proto->mutable_hlo_module()->set_id(programId);
    auto* assignment = proto->mutable_buffer_assignment();
    for (auto& buffer : *assignment->mutable_logical_buffers())
        buffer.set_size(buffer.size() * scale);
    for (auto& allocation : *assignment->mutable_buffer_allocations()) {
        allocation.set_size(allocation.size() * scale);
        for (auto& assigned : *allocation.mutable_assigned()) {
            assigned.set_size(assigned.size() * scale);
            assigned.set_offset(assigned.offset() * scale);
        }
    }
    return proto;
}

std::shared_ptr<Profile> makeProfile(const QStringList& names, const QList<qint64>& scales, const QString& path)
{
    auto profile = std::make_shared<Profile>();
    profile->path = path;
    profile->kind = SourceKind::HloProtoText;
    for (int i = 0; i < names.size(); ++i) {
        HloModule module;
        module.name = names[i];
        module.programId = i + 1;
        module.displayName = QStringLiteral("%1(%2)").arg(module.name).arg(module.programId);
        module.setProto(fixtureModuleProto(module.name, module.programId, scales.value(i, 1)));
        profile->modules.push_back(module);
    }
    return profile;
}

} // namespace memscope::test
