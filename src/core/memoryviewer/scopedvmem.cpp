// SPDX-License-Identifier: Apache-2.0
#include "core/memoryviewer/scopedvmem.h"

#include "core/format/memoryspace.h"
#include "core/memoryviewer/records.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <string_view>

namespace memscope::memoryviewer::analysis {

namespace {

    // A proto3-JSON int64: a number or a decimal string; anything else counts as 0.
    qint64 jsonInt64(const QJsonValue& value)
    {
        if (value.isDouble())
            return static_cast<qint64>(value.toDouble());
        if (value.isString()) {
            bool ok = false;
            const qint64 parsed = value.toString().toLongLong(&ok);
            return ok ? parsed : 0;
        }
        return 0;
    }

} // namespace

ScopedVmemPeak largestScopedVmem(const format::HloRows& module)
{
    ScopedVmemPeak peak;
    for (const format::HloRows::ScopedConfig& scoped : module.scopedConfigs) {
        const std::string_view config = module.text(scoped.config);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(
            QByteArray::fromRawData(config.data(), static_cast<qsizetype>(config.size())), &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            continue;
        const QJsonValue configs = document.object().value(QLatin1String("used_scoped_memory_configs"));
        if (!configs.isArray())
            continue;
        for (const QJsonValue& entry : configs.toArray()) {
            const QJsonObject object = entry.toObject();
            if (jsonInt64(object.value(QLatin1String("memory_space"))) != colorOf(MemorySpace::Vmem))
                continue;
            const qint64 size = jsonInt64(object.value(QLatin1String("size")));
            if (size > peak.bytes) {
                peak.bytes = size;
                peak.instructionName = fromStd(module.text(scoped.name));
            }
        }
    }
    return peak;
}

} // namespace memscope::memoryviewer::analysis
