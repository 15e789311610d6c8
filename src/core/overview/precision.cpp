// SPDX-License-Identifier: Apache-2.0
// Device compute precision (B.11): TPU ops by their shapes' element type, GPU kernels by the element
// type of their HLO instruction when the profile carries the HLO, else by name as XProf does.
#include "core/overview/analyses.h"

#include <QHash>
#include <QRegularExpression>
#include <limits>
#include <map>

namespace memscope::overview {

namespace {

    // The element type of a shape; a tuple's is its first leaf's.
    // The element type of an XLA shape: "bf16[8,128]{1,0}" -> "bf16", a tuple -> its first element's.
    QString elementType(const QString& shape)
    {
        static const QRegularExpression pattern(QStringLiteral("^\\(*([a-z]+[0-9]*(?:e[0-9]m[0-9][a-z]*)?)\\["));
        const QRegularExpressionMatch match = pattern.match(shape);
        return match.hasMatch() ? match.captured(1) : QString();
    }

} // namespace

// GPU kernels of XLA programs name their HLO instruction (hlo_op) and module (hlo_module); when the
// profile carries the HLO, the instruction's element type decides 16- vs 32-bit compute, which the
// kernel name alone cannot (bf16 GEMMs rarely say so in their names).
void classifyGpuComputeByHlo(std::vector<HostTrace>& traces, const std::vector<HloFacts>& modules)
{
    QHash<QString, QHash<QString, xla::PrimitiveType>> typesByModule; // "name(id)" and "name" -> instruction -> type
    for (const HloFacts& module : modules) {
        typesByModule.insert(QStringLiteral("%1(%2)").arg(module.name).arg(module.id), module.elementTypes);
        typesByModule.insert(module.name, module.elementTypes);
    }
    for (HostTrace& trace : traces) {
        for (DeviceOp& op : trace.deviceOps) {
            if (op.kind->module.isEmpty()
                || (op.type != EventType::DeviceCompute16 && op.type != EventType::DeviceCompute32))
                continue;
            const QString moduleKey = QStringLiteral("%1(%2)").arg(op.kind->module, op.kind->programId);
            const auto module
                = typesByModule.constFind(typesByModule.contains(moduleKey) ? moduleKey : op.kind->module);
            if (module == typesByModule.constEnd() || !module->contains(op.kind->hloOp))
                continue;
            const xla::PrimitiveType type = module->value(op.kind->hloOp);
            op.type = type == xla::BF16 || type == xla::F16 ? EventType::DeviceCompute16 : EventType::DeviceCompute32;
        }
    }
}

Precision precision(const std::vector<HostTrace>& hosts, HardwareType hardware)
{
    Precision result;
    double sixteen = 0, thirtyTwo = 0, other = 0;
    if (hardware == HardwareType::Gpu) {
        result.method = OverviewText::tr(
            "GPU kernels of XLA programs by the element type of their HLO instruction (bf16/f16: 16-bit) when the "
            "profile "
            "carries the HLO; other kernels by name as XProf classifies them (\"half\" in the tensor shapes, or "
            "\"half\"/\"fp16\" in the kernel name), with bf16 counted as 16-bit too. Time after removing "
            "overlaps.");
        for (const HostTrace& host : hosts) {
            std::vector<std::pair<Interval, EventType>> events;
            Interval all { std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::min() };
            for (const DeviceOp& op : host.deviceOps) {
                events.emplace_back(op.span, op.type);
                all.startPs = std::min(all.startPs, op.span.startPs);
                all.endPs = std::max(all.endPs, op.span.endPs);
            }
            if (events.empty())
                continue;
            std::map<EventType, qint64> times = nonOverlappedTimes(std::move(events), all);
            sixteen += static_cast<double>(times[EventType::DeviceCompute16]);
            thirtyTwo += static_cast<double>(times[EventType::DeviceCompute32]);
        }
    } else {
        result.method = OverviewText::tr("TensorCore ops by the element type of their output shape (bf16/f16: 16-bit, "
                                         "f32: 32-bit), weighted by self time.");
        for (const HostTrace& host : hosts) {
            for (const DeviceOp& op : host.deviceOps) {
                const QString type = elementType(op.kind->shape);
                double& bucket = (type == QLatin1String("bf16") || type == QLatin1String("f16")) ? sixteen
                    : type == QLatin1String("f32")                                               ? thirtyTwo
                                                                                                 : other;
                bucket += static_cast<double>(op.selfPs);
            }
        }
    }
    const double total = sixteen + thirtyTwo + other;
    if (total <= 0) {
        const Figure none = Figure::unavailable(OverviewText::tr("No device compute ran in the profile."));
        result.sixteenBitPercent = result.thirtyTwoBitPercent = result.otherPercent = none;
        return result;
    }
    result.sixteenBitPercent = Figure::of(percentOf(sixteen, total));
    result.thirtyTwoBitPercent = Figure::of(percentOf(thirtyTwo, total));
    result.otherPercent = Figure::of(percentOf(other, total));
    return result;
}

} // namespace memscope::overview
