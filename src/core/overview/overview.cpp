// SPDX-License-Identifier: Apache-2.0
#include "core/overview/overview.h"

#include "core/overview/overviewformat.h"
#include "core/overview/trace.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTimeZone>
#include <algorithm>
#include <limits>
#include <map>

namespace memscope::overview {

const std::vector<StepCategory>& stepCategories(HardwareType hardware)
{
    static const std::vector<StepCategory> tpu { StepCategory::TensorCoreCompute, StepCategory::TensorCoreInput,
        StepCategory::TensorCoreOutput, StepCategory::TensorCoreIdle, StepCategory::HostTransfer };
    static const std::vector<StepCategory> gpu { StepCategory::DeviceCompute, StepCategory::DeviceToDevice,
        StepCategory::DeviceCollectives, StepCategory::HostCompute, StepCategory::KernelLaunch, StepCategory::Input,
        StepCategory::Output, StepCategory::Compilation, StepCategory::AllOthers };
    // CPU-only runs have XProf's generic breakdown too (host compute, input, all others).
    switch (hardware) {
    case HardwareType::Tpu:
        return tpu;
    case HardwareType::Gpu:
    case HardwareType::CpuOnly:
        return gpu;
    }
    return gpu;
}

QString stepCategoryKey(StepCategory category)
{
    switch (category) {
    case StepCategory::TensorCoreCompute:
        return QStringLiteral("tensorcore_compute");
    case StepCategory::TensorCoreInput:
        return QStringLiteral("tensorcore_input");
    case StepCategory::TensorCoreOutput:
        return QStringLiteral("tensorcore_output");
    case StepCategory::TensorCoreIdle:
        return QStringLiteral("tensorcore_idle");
    case StepCategory::HostTransfer:
        return QStringLiteral("host_transfer");
    case StepCategory::DeviceCompute:
        return QStringLiteral("device_compute");
    case StepCategory::DeviceToDevice:
        return QStringLiteral("device_to_device");
    case StepCategory::DeviceCollectives:
        return QStringLiteral("device_collectives");
    case StepCategory::HostCompute:
        return QStringLiteral("host_compute");
    case StepCategory::KernelLaunch:
        return QStringLiteral("kernel_launch");
    case StepCategory::Input:
        return QStringLiteral("input");
    case StepCategory::Output:
        return QStringLiteral("output");
    case StepCategory::Compilation:
        return QStringLiteral("compilation");
    case StepCategory::AllOthers:
        return QStringLiteral("all_others");
    }
    return {};
}

QString stepCategoryLabel(StepCategory category)
{
    switch (category) {
    case StepCategory::TensorCoreCompute:
        return trOverview("TensorCore compute");
    case StepCategory::TensorCoreInput:
        return trOverview("TensorCore input");
    case StepCategory::TensorCoreOutput:
        return trOverview("TensorCore output");
    case StepCategory::TensorCoreIdle:
        return trOverview("TensorCore idle");
    case StepCategory::HostTransfer:
        return trOverview("Host transfer");
    case StepCategory::DeviceCompute:
        return trOverview("Device compute");
    case StepCategory::DeviceToDevice:
        return trOverview("Device to device");
    case StepCategory::DeviceCollectives:
        return trOverview("Device collective communication");
    case StepCategory::HostCompute:
        return trOverview("Host compute");
    case StepCategory::KernelLaunch:
        return trOverview("Kernel launch");
    case StepCategory::Input:
        return trOverview("Input");
    case StepCategory::Output:
        return trOverview("Output");
    case StepCategory::Compilation:
        return trOverview("Compilation");
    case StepCategory::AllOthers:
        return trOverview("All others");
    }
    return {};
}

namespace {

    double percentOf(double part, double whole) { return 100.0 * part / whole; }

    // --- run environment ---------------------------------------------------------------------

    // The first backward-pass op name of the HLO modules (B.3), with the module's name.
    std::optional<std::pair<QString, QString>> backwardPassInHlo(
        const std::vector<std::shared_ptr<const xla::HloProto>>& protos)
    {
        for (const auto& proto : protos) {
            for (const xla::HloComputationProto& computation : proto->hlo_module().computations()) {
                for (const xla::HloInstructionProto& instruction : computation.instructions()) {
                    const QString opName = QString::fromStdString(instruction.metadata().op_name());
                    if (isBackwardPassOpName(opName))
                        return std::pair(opName, QString::fromStdString(proto->hlo_module().name()));
                }
            }
        }
        return std::nullopt;
    }

    void detectTraining(RunEnvironment& environment, const std::vector<HostTrace>& hosts,
        const std::vector<std::shared_ptr<const xla::HloProto>>& protos)
    {
        if (!protos.empty()) {
            if (const auto found = backwardPassInHlo(protos)) {
                environment.isTraining = true;
                environment.trainingEvidence
                    = trOverview("HLO module %1 has the backward-pass op %2.").arg(found->second, found->first);
            } else {
                environment.isTraining = false;
                environment.trainingEvidence = trOverview(
                    "None of the %1 HLO modules has a backward-pass op (gradients, gradient_tape or transpose(...)).")
                                                   .arg(protos.size());
            }
            return;
        }
        // Without HLO (TensorFlow without XLA): the framework op names of the trace.
        bool anyName = false;
        for (const HostTrace& host : hosts) {
            const auto check = [&](const QString& name) {
                if (name.isEmpty())
                    return false;
                anyName = true;
                if (!isBackwardPassOpName(name))
                    return false;
                environment.isTraining = true;
                environment.trainingEvidence = trOverview("The framework op %1 belongs to a backward pass.").arg(name);
                return true;
            };
            for (const DeviceOp& op : host.deviceOps) {
                if (check(op.provenance))
                    return;
            }
            for (const HostEvent& event : host.hostEvents) {
                if (event.isFrameworkOp && check(event.frameworkOp))
                    return;
            }
        }
        if (anyName) {
            environment.isTraining = false;
            environment.trainingEvidence = trOverview("No framework op of the trace belongs to a backward pass.");
        } else {
            environment.trainingEvidence = trOverview(
                "The profile has neither HLO modules nor framework op names to tell training from inference.");
        }
    }

    RunEnvironment runEnvironment(
        const std::vector<HostTrace>& hosts, const std::vector<std::shared_ptr<const xla::HloProto>>& protos)
    {
        RunEnvironment environment;
        environment.deviceType = QStringLiteral("CPU");
        for (const HostTrace& host : hosts) {
            if (!environment.hostNames.contains(host.hostName))
                environment.hostNames.append(host.hostName);
            environment.deviceCoreCount += host.deviceCoreCount;
            if (environment.hardware == HardwareType::CpuOnly && host.hardware != HardwareType::CpuOnly) {
                environment.hardware = host.hardware;
                environment.deviceType = host.deviceType;
            }
            if (!environment.peakTeraflopsPerSecond.available() && host.peakTeraflops)
                environment.peakTeraflopsPerSecond = Figure::of(*host.peakTeraflops);
            if (!environment.peakHbmBandwidthGBps.available() && host.peakHbmGBps)
                environment.peakHbmBandwidthGBps = Figure::of(*host.peakHbmGBps);
            if (!environment.profileStart && host.profileStartNs) {
                environment.profileStart = QDateTime::fromMSecsSinceEpoch(*host.profileStartNs / 1000000, Qt::UTC);
                if (host.profileStopNs)
                    environment.profileDurationMs
                        = Figure::of(static_cast<double>(*host.profileStopNs - *host.profileStartNs) / 1e6);
            }
        }
        const QString noStat = trOverview("The device planes carry no %1 stat.");
        if (!environment.peakTeraflopsPerSecond.available())
            environment.peakTeraflopsPerSecond
                = Figure::unavailable(noStat.arg(QStringLiteral("peak_teraflops_per_second")));
        if (!environment.peakHbmBandwidthGBps.available())
            environment.peakHbmBandwidthGBps = Figure::unavailable(
                noStat.arg(QStringLiteral("peak_hbm_bw_gigabytes_per_second / memory_bandwidth")));
        if (!environment.profileDurationMs.available()) {
            // Without the Task Environment's start and stop: the interval the events cover, over every host.
            std::optional<Interval> covered;
            for (const HostTrace& host : hosts) {
                if (host.eventSpan)
                    covered = covered ? Interval { std::min(covered->startPs, host.eventSpan->startPs),
                        std::max(covered->endPs, host.eventSpan->endPs) }
                                      : host.eventSpan;
            }
            environment.profileDurationMs = covered
                ? Figure::of(static_cast<double>(covered->length()) / 1e9)
                : Figure::unavailable(trOverview("The profile has no events and no Task Environment plane with the "
                                                 "profile start and stop times."));
        }
        detectTraining(environment, hosts, protos);
        return environment;
    }

    // --- element types from the HLO ----------------------------------------------------------

    // The element type of a shape; a tuple's is its first leaf's.
    xla::PrimitiveType leafElementType(const xla::ShapeProto& shape)
    {
        if (shape.element_type() == xla::TUPLE && shape.tuple_shapes_size() > 0)
            return leafElementType(shape.tuple_shapes(0));
        return shape.element_type();
    }

    // GPU kernels of XLA programs name their HLO instruction (hlo_op) and module (hlo_module); when the
    // profile carries the HLO, the instruction's element type decides 16- vs 32-bit compute, which the
    // kernel name alone cannot (bf16 GEMMs rarely say so in their names).
    void classifyGpuComputeByHlo(
        std::vector<HostTrace>& traces, const std::vector<std::shared_ptr<const xla::HloProto>>& protos)
    {
        QHash<QString, QHash<QString, xla::PrimitiveType>>
            typesByModule; // "name(id)" and "name" -> instruction -> type
        for (const auto& proto : protos) {
            QHash<QString, xla::PrimitiveType> types;
            for (const xla::HloComputationProto& computation : proto->hlo_module().computations()) {
                for (const xla::HloInstructionProto& instruction : computation.instructions())
                    types.insert(QString::fromStdString(instruction.name()), leafElementType(instruction.shape()));
            }
            const QString name = QString::fromStdString(proto->hlo_module().name());
            typesByModule.insert(
                QStringLiteral("%1(%2)").arg(name).arg(static_cast<quint64>(proto->hlo_module().id())), types);
            typesByModule.insert(name, types);
        }
        for (HostTrace& trace : traces) {
            for (DeviceOp& op : trace.deviceOps) {
                if (op.module.isEmpty()
                    || (op.type != EventType::DeviceCompute16 && op.type != EventType::DeviceCompute32))
                    continue;
                const QString moduleKey = QStringLiteral("%1(%2)").arg(op.module, op.programId);
                const auto module = typesByModule.constFind(typesByModule.contains(moduleKey) ? moduleKey : op.module);
                if (module == typesByModule.constEnd() || !module->contains(op.hloOp))
                    continue;
                const xla::PrimitiveType type = module->value(op.hloOp);
                op.type
                    = type == xla::BF16 || type == xla::F16 ? EventType::DeviceCompute16 : EventType::DeviceCompute32;
            }
        }
    }

    // --- device op database -------------------------------------------------------------------

    struct OpAggregate
    {
        QString name, longName, category, provenance, shape;
        qint64 occurrences = 0;
        qint64 timePs = 0, selfPs = 0;
        double flops = 0, bytesAccessed = 0, hbmBytes = 0;
        bool flopsKnown = false, bytesKnown = false, hbmKnown = false;
        bool isEager = false;
    };

    // Device ops merged across cores and hosts by (program, name) (B.7).
    std::vector<OpAggregate> deviceOpDatabase(const std::vector<HostTrace>& hosts)
    {
        std::map<std::pair<QString, QString>, OpAggregate> byKey;
        for (const HostTrace& host : hosts) {
            for (const DeviceOp& op : host.deviceOps) {
                OpAggregate& aggregate = byKey[{ op.programId, op.name }];
                if (aggregate.occurrences == 0) {
                    aggregate.name = op.name;
                    aggregate.longName = op.longName;
                    aggregate.category = op.category;
                    aggregate.provenance = op.provenance;
                    aggregate.shape = op.shape;
                }
                ++aggregate.occurrences;
                aggregate.timePs += op.deviceSpan.length();
                aggregate.selfPs += op.selfPs;
                aggregate.isEager = aggregate.isEager || op.isEager;
                if (op.flops) {
                    aggregate.flops += *op.flops;
                    aggregate.flopsKnown = true;
                }
                if (op.bytesAccessed) {
                    aggregate.bytesAccessed += *op.bytesAccessed;
                    aggregate.bytesKnown = true;
                }
                if (op.hbmBytes) {
                    aggregate.hbmBytes += *op.hbmBytes;
                    aggregate.hbmKnown = true;
                }
            }
        }
        std::vector<OpAggregate> database;
        for (auto& [key, aggregate] : byKey)
            database.push_back(std::move(aggregate));
        return database;
    }

    std::vector<TopOp> topOps(const std::vector<OpAggregate>& database, HardwareType hardware)
    {
        qint64 totalSelf = 0;
        for (const OpAggregate& op : database)
            totalSelf += op.selfPs;
        std::vector<const OpAggregate*> sorted;
        for (const OpAggregate& op : database)
            sorted.push_back(&op);
        std::sort(sorted.begin(), sorted.end(), [](const OpAggregate* a, const OpAggregate* b) {
            return a->selfPs != b->selfPs ? a->selfPs > b->selfPs : a->name < b->name;
        });
        const auto noCounts = [hardware](const QString& stat) {
            return hardware == HardwareType::Gpu
                ? trOverview(
                    "GPU traces carry no FLOP or byte counts; XProf derives them from XLA's cost analysis of the HLO.")
                : trOverview("The op's metadata carries no %1 stat.").arg(stat);
        };
        std::vector<TopOp> rows;
        double cumulative = 0;
        for (const OpAggregate* op : sorted) {
            if (static_cast<int>(rows.size()) == kTopOpCount)
                break;
            TopOp row;
            row.name = op->name;
            row.longName = op->longName;
            row.category = op->category;
            row.provenance = op->provenance;
            row.occurrences = op->occurrences;
            row.selfTimeMs = static_cast<double>(op->selfPs) / 1e9;
            row.totalTimeMs = static_cast<double>(op->timePs) / 1e9;
            row.selfTimeFraction = totalSelf > 0 ? static_cast<double>(op->selfPs) / static_cast<double>(totalSelf) : 0;
            cumulative += row.selfTimeFraction;
            row.cumulativeFraction = cumulative;
            const double timeNs = static_cast<double>(op->timePs) / 1000.0;
            const QString noTime = trOverview("The op takes no time.");
            // flops / ns = GFLOP/s and bytes / ns = GB/s.
            row.flopRateGflopsPerSecond = !op->flopsKnown ? Figure::unavailable(noCounts(QStringLiteral("flops")))
                : timeNs > 0                              ? Figure::of(op->flops / timeNs)
                                                          : Figure::unavailable(noTime);
            row.bytesAccessed = op->bytesKnown ? Figure::of(op->bytesAccessed)
                                               : Figure::unavailable(noCounts(QStringLiteral("bytes_accessed")));
            row.memoryBandwidthGBytesPerSecond = !op->bytesKnown
                ? Figure::unavailable(noCounts(QStringLiteral("bytes_accessed")))
                : timeNs > 0 ? Figure::of(op->bytesAccessed / timeNs)
                             : Figure::unavailable(noTime);
            rows.push_back(std::move(row));
        }
        return rows;
    }

    // --- TPU utilisation -----------------------------------------------------------------------

    Figure dutyCycle(const std::vector<HostTrace>& hosts)
    {
        // Cores of one chip are combined: their active sets merged and windows joined (B.6).
        qint64 busy = 0, idle = 0;
        for (const HostTrace& host : hosts) {
            std::map<qint64, DeviceCore> chips;
            qint64 nextAnonymousChip = -1;
            for (const DeviceCore& core : host.cores) {
                if (!core.window)
                    continue;
                DeviceCore& chip = chips[core.chipId ? *core.chipId : nextAnonymousChip--];
                chip.activeIntervals.insert(
                    chip.activeIntervals.end(), core.activeIntervals.begin(), core.activeIntervals.end());
                if (!chip.window)
                    chip.window = core.window;
                chip.window->startPs = std::min(chip.window->startPs, core.window->startPs);
                chip.window->endPs = std::max(chip.window->endPs, core.window->endPs);
            }
            for (const auto& [id, chip] : chips) {
                const qint64 active = unionLength(chip.activeIntervals);
                busy += active;
                idle += chip.window->length() - active;
            }
        }
        if (busy + idle <= 0)
            return Figure::unavailable(trOverview("No TensorCore op or module ran in the profile."));
        return Figure::of(percentOf(static_cast<double>(busy), static_cast<double>(busy + idle)));
    }

    Utilization tpuUtilization(const std::vector<HostTrace>& hosts, const std::vector<OpAggregate>& database,
        const RunEnvironment& environment)
    {
        Utilization result;
        result.dutyCyclePercent = dutyCycle(hosts);
        // The op database spans first op start to last op end per core; summed over cores (B.7).
        qint64 deviceTimePs = 0;
        for (const HostTrace& host : hosts) {
            std::map<int, Interval> coreSpan;
            for (const DeviceOp& op : host.deviceOps) {
                auto [span, inserted] = coreSpan.try_emplace(op.core, op.deviceSpan);
                span->second.startPs = std::min(span->second.startPs, op.deviceSpan.startPs);
                span->second.endPs = std::max(span->second.endPs, op.deviceSpan.endPs);
            }
            for (const auto& [core, span] : coreSpan)
                deviceTimePs += span.length();
        }
        static const QSet<QString> controlFlow { QStringLiteral("call"), QStringLiteral("conditional"),
            QStringLiteral("while"), QStringLiteral("megacore fusion") };
        double flops = 0, hbmBytes = 0;
        qint64 selfPs = 0;
        bool flopsKnown = false, hbmKnown = false;
        for (const OpAggregate& op : database) {
            selfPs += op.selfPs;
            if (controlFlow.contains(op.category))
                continue; // their children are counted already
            flops += op.flops;
            hbmBytes += op.hbmBytes;
            flopsKnown = flopsKnown || op.flopsKnown;
            hbmKnown = hbmKnown || op.hbmKnown;
        }
        const QString noOps = trOverview("No TensorCore op ran in the profile.");
        if (deviceTimePs <= 0) {
            for (Figure* figure :
                { &result.totalFlops, &result.hbmBytes, &result.deviceTimeMs, &result.measuredGflopsPerSecond,
                    &result.measuredHbmGBytesPerSecond, &result.flopsUtilizationPercent,
                    &result.memoryBandwidthUtilizationPercent, &result.deviceIdlePercent })
                *figure = Figure::unavailable(noOps);
        } else {
            const double timeNs = static_cast<double>(deviceTimePs) / 1000.0;
            result.deviceTimeMs = Figure::of(static_cast<double>(deviceTimePs) / 1e9);
            result.deviceIdlePercent
                = Figure::of(100.0 * (1.0 - static_cast<double>(selfPs) / static_cast<double>(deviceTimePs)));
            const QString noFlops = trOverview("The ops carry no flops stat.");
            const QString noHbm = trOverview("The ops carry no memory_access_breakdown stat.");
            result.totalFlops = flopsKnown ? Figure::of(flops) : Figure::unavailable(noFlops);
            result.measuredGflopsPerSecond = flopsKnown ? Figure::of(flops / timeNs) : Figure::unavailable(noFlops);
            result.hbmBytes = hbmKnown ? Figure::of(hbmBytes) : Figure::unavailable(noHbm);
            result.measuredHbmGBytesPerSecond = hbmKnown ? Figure::of(hbmBytes / timeNs) : Figure::unavailable(noHbm);
            const auto relative = [](const Figure& measured, const Figure& peak) {
                if (!measured.available())
                    return measured;
                if (!peak.available() || *peak.value <= 0)
                    return Figure::unavailable(peak.unavailableReason.isEmpty() ? trOverview("The device's peak is 0.")
                                                                                : peak.unavailableReason);
                return Figure::of(percentOf(*measured.value, *peak.value));
            };
            Figure peakGflops = environment.peakTeraflopsPerSecond;
            if (peakGflops.available())
                peakGflops.value = *peakGflops.value * 1000.0;
            result.flopsUtilizationPercent = relative(result.measuredGflopsPerSecond, peakGflops);
            result.memoryBandwidthUtilizationPercent
                = relative(result.measuredHbmGBytesPerSecond, environment.peakHbmBandwidthGBps);
        }
        return result;
    }

    void hardwareCounters(Utilization& result, const std::vector<HostTrace>& hosts, HardwareType hardware)
    {
        const QString notTpu = trOverview("XProf reports this for TPU only.");
        const QString noCounter = trOverview("Not available in this profile: it comes from hardware counters that the "
                                             "profile does not carry (host-plane stat %1).");
        const QString constant = trOverview("Not available in this profile: XProf's open-source build has no "
                                            "program-optimal limits and always shows 0.0% here.");
        std::optional<double> matrixUnits, hbm;
        for (const HostTrace& host : hosts) {
            matrixUnits = matrixUnits ? matrixUnits : host.matrixUnitUtilization;
            hbm = hbm ? hbm : host.hbmUtilization;
        }
        if (hardware != HardwareType::Tpu) {
            for (Figure* figure :
                { &result.dutyCyclePercent, &result.flopsUtilizationPercent, &result.matrixUnitUtilizationPercent,
                    &result.flopsComparedToOptimalPercent, &result.memoryBandwidthUtilizationPercent,
                    &result.hbmUtilizationPercent, &result.bandwidthComparedToOptimalPercent, &result.totalFlops,
                    &result.hbmBytes, &result.deviceTimeMs, &result.measuredGflopsPerSecond,
                    &result.measuredHbmGBytesPerSecond, &result.deviceIdlePercent })
                *figure = Figure::unavailable(notTpu);
            return;
        }
        result.matrixUnitUtilizationPercent = matrixUnits
            ? Figure::of(*matrixUnits)
            : Figure::unavailable(noCounter.arg(QStringLiteral("matrix_unit_utilization_percent")));
        result.hbmUtilizationPercent
            = hbm ? Figure::of(*hbm) : Figure::unavailable(noCounter.arg(QStringLiteral("hbm_utilization_percent")));
        result.flopsComparedToOptimalPercent = Figure::unavailable(constant);
        result.bandwidthComparedToOptimalPercent = Figure::unavailable(constant);
    }

    // --- placement, eager, precision -----------------------------------------------------------

    OpPlacement opPlacement(const std::vector<HostTrace>& hosts)
    {
        OpPlacement placement;
        for (const HostTrace& host : hosts) {
            placement.hostOpCount += std::count_if(host.hostEvents.begin(), host.hostEvents.end(),
                [](const HostEvent& event) { return event.isFrameworkOp; });
        }
        // Device framework ops (C.3): TPU ops, XLA kernels (hlo_op) and TF kernels (tf_op); other kernels and
        // copies are no framework op. They are grouped by the framework op they came from, and a group occurs as
        // often as its most frequent member, a device op being one (program, op) or (tf_op, kernel).
        QHash<QString, QHash<QString, qint64>> occurrencesByFrameworkOp;
        for (const HostTrace& host : hosts) {
            for (const DeviceOp& op : host.deviceOps) {
                const bool isKernel = host.hardware == HardwareType::Gpu;
                if (isKernel && op.hloOp.isEmpty() && op.provenance.isEmpty())
                    continue;
                const QString deviceOp = isKernel && op.hloOp.isEmpty() ? op.provenance + QLatin1Char('/') + op.longName
                                                                        : op.programId + QLatin1Char('/') + op.name;
                const QString frameworkOp
                    = op.provenance.isEmpty() ? deviceOp : op.provenance.section(QLatin1Char(':'), 0, 0);
                ++occurrencesByFrameworkOp[frameworkOp][deviceOp];
            }
        }
        for (const QHash<QString, qint64>& members : std::as_const(occurrencesByFrameworkOp))
            placement.deviceOpCount += *std::max_element(members.begin(), members.end());
        const qint64 total = placement.hostOpCount + placement.deviceOpCount;
        if (total == 0) {
            placement.hostPercent = placement.devicePercent
                = Figure::unavailable(trOverview("The profile has no framework ops on the host or the device."));
            return placement;
        }
        placement.hostPercent
            = Figure::of(percentOf(static_cast<double>(placement.hostOpCount), static_cast<double>(total)));
        placement.devicePercent
            = Figure::of(percentOf(static_cast<double>(placement.deviceOpCount), static_cast<double>(total)));
        return placement;
    }

    EagerExecution eagerExecution(const std::vector<HostTrace>& hosts)
    {
        qint64 hostEager = 0, hostAll = 0, deviceEager = 0, deviceAll = 0;
        for (const HostTrace& host : hosts) {
            for (const HostEvent& event : host.hostEvents) {
                if (!event.isFrameworkOp)
                    continue;
                hostAll += event.selfPs;
                hostEager += event.isEager ? event.selfPs : 0;
            }
            for (const DeviceOp& op : host.deviceOps) {
                deviceAll += op.selfPs;
                deviceEager += op.isEager ? op.selfPs : 0;
            }
        }
        EagerExecution eager;
        eager.hostPercent = hostAll > 0
            ? Figure::of(percentOf(static_cast<double>(hostEager), static_cast<double>(hostAll)))
            : Figure::unavailable(trOverview("No framework op ran on the host for any time."));
        eager.devicePercent = deviceAll > 0
            ? Figure::of(percentOf(static_cast<double>(deviceEager), static_cast<double>(deviceAll)))
            : Figure::unavailable(trOverview("No op ran on the device."));
        return eager;
    }

    // The element type of an XLA shape: "bf16[8,128]{1,0}" -> "bf16", a tuple -> its first element's.
    QString elementType(const QString& shape)
    {
        static const QRegularExpression pattern(QStringLiteral("^\\(*([a-z]+[0-9]*(?:e[0-9]m[0-9][a-z]*)?)\\["));
        const QRegularExpressionMatch match = pattern.match(shape);
        return match.hasMatch() ? match.captured(1) : QString();
    }

    Precision precision(const std::vector<HostTrace>& hosts, HardwareType hardware)
    {
        Precision result;
        double sixteen = 0, thirtyTwo = 0, other = 0;
        if (hardware == HardwareType::Gpu) {
            result.method = trOverview(
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
            result.method = trOverview("TensorCore ops by the element type of their output shape (bf16/f16: 16-bit, "
                                       "f32: 32-bit), weighted by self time.");
            for (const HostTrace& host : hosts) {
                for (const DeviceOp& op : host.deviceOps) {
                    const QString type = elementType(op.shape);
                    double& bucket = (type == QLatin1String("bf16") || type == QLatin1String("f16")) ? sixteen
                        : type == QLatin1String("f32")                                               ? thirtyTwo
                                                                                                     : other;
                    bucket += static_cast<double>(op.selfPs);
                }
            }
        }
        const double total = sixteen + thirtyTwo + other;
        if (total <= 0) {
            const Figure none = Figure::unavailable(trOverview("No device compute ran in the profile."));
            result.sixteenBitPercent = result.thirtyTwoBitPercent = result.otherPercent = none;
            return result;
        }
        result.sixteenBitPercent = Figure::of(percentOf(sixteen, total));
        result.thirtyTwoBitPercent = Figure::of(percentOf(thirtyTwo, total));
        result.otherPercent = Figure::of(percentOf(other, total));
        return result;
    }

    // --- recommendations and diagnostics -------------------------------------------------------

    double categoryShare(const StepTime& steps, StepCategory category)
    {
        for (size_t i = 0; i < steps.categories.size(); ++i) {
            if (steps.categories[i] == category && steps.stepTime.meanMs > 0)
                return percentOf(steps.categoryTimes[i].meanMs, steps.stepTime.meanMs);
        }
        return 0;
    }

    std::vector<Recommendation> recommendations(const OverviewReport& report)
    {
        std::vector<Recommendation> result;
        const StepTime& steps = report.stepTime;
        const bool tpu = report.environment.hardware == HardwareType::Tpu;
        const auto percent = [](double value) { return formatPercent(Figure::of(value)).chopped(1); };
        if (!steps.steps.empty()) {
            const double input = categoryShare(steps, tpu ? StepCategory::TensorCoreInput : StepCategory::Input);
            if (input >= 20)
                result.push_back({ QStringLiteral("input_bound"),
                    trOverview("Your program is HIGHLY input-bound: %1% of the step time is spent waiting for input. "
                               "Look at the input pipeline (prefetching, parallel reads and preprocessing).")
                        .arg(percent(input)) });
            else if (input >= 5)
                result.push_back({ QStringLiteral("input_bound"),
                    trOverview(
                        "Your program is MODERATELY input-bound: %1% of the step time is spent waiting for input.")
                        .arg(percent(input)) });
            double hostShare = 0;
            if (tpu) {
                hostShare = categoryShare(steps, StepCategory::TensorCoreIdle)
                    + categoryShare(steps, StepCategory::HostTransfer);
            } else {
                for (StepCategory category : { StepCategory::KernelLaunch, StepCategory::HostCompute,
                         StepCategory::AllOthers, StepCategory::Compilation })
                    hostShare += categoryShare(steps, category);
            }
            if (hostShare >= 15)
                result.push_back({ QStringLiteral("host_bound"),
                    tpu ? trOverview("The TensorCore is idle or waiting for the host for %1% of the step time: the "
                                     "program is host-bound. Look for host work between device launches in the trace.")
                              .arg(percent(hostShare))
                        : trOverview("%1% of the step time is spent on the host (kernel launch, host compute, "
                                     "compilation and other time): the program is host-bound. Fewer, larger kernels "
                                     "(XLA fusion, CUDA graphs) reduce launch overhead.")
                              .arg(percent(hostShare)) });
            if (!tpu) {
                const double collectives = categoryShare(steps, StepCategory::DeviceCollectives);
                if (collectives >= 15)
                    result.push_back({ QStringLiteral("collectives_bound"),
                        trOverview("%1% of the step time is device collective communication.")
                            .arg(percent(collectives)) });
            }
        }
        const Utilization& utilization = report.utilization;
        if (utilization.flopsUtilizationPercent.available() && *utilization.flopsUtilizationPercent.value < 50)
            result.push_back({ QStringLiteral("low_flops_utilization"),
                trOverview("FLOPS utilisation is %1% of the device's peak. The top ops below are where the time goes: "
                           "memory-bound ops (low FLOP rate, many bytes) gain from fusion or larger batches.")
                    .arg(percent(*utilization.flopsUtilizationPercent.value)) });
        if (utilization.dutyCyclePercent.available() && *utilization.dutyCyclePercent.value < 50)
            result.push_back({ QStringLiteral("low_duty_cycle"),
                trOverview("The TensorCores are busy only %1% of the time they are in use; the rest they wait, usually "
                           "for the host.")
                    .arg(percent(*utilization.dutyCyclePercent.value)) });
        if (report.precision.sixteenBitPercent.available() && *report.precision.sixteenBitPercent.value < 10)
            result.push_back({ QStringLiteral("precision"),
                trOverview("Only %1% of device computation is 16 bit. So you might want to replace more 32-bit ops by "
                           "16-bit ops (bfloat16) to improve performance, if the reduced accuracy is acceptable.")
                    .arg(percent(*report.precision.sixteenBitPercent.value)) });
        if (report.eager.hostPercent.available() && *report.eager.hostPercent.value > 10)
            result.push_back({ QStringLiteral("eager"),
                trOverview(
                    "%1% of op time on the host used eager execution. Performance could be improved with tf.function.")
                    .arg(percent(*report.eager.hostPercent.value)) });
        if (steps.source == StepSource::ModuleExecutions || steps.source == StepSource::None)
            result.push_back({ QStringLiteral("add_step_markers"),
                trOverview(
                    "Mark training steps (jax.profiler.StepTraceAnnotation, or tf.profiler.experimental.Trace('train', "
                    "step_num=...)) so the step time can be measured.") });
        return result;
    }

    Diagnostics diagnostics(const std::vector<HostTrace>& hosts, const OverviewReport& report)
    {
        Diagnostics result;
        QSet<QString> errors;
        for (const HostTrace& host : hosts) {
            for (const QString& error : host.errors)
                errors.insert(error);
            result.warnings.append(host.warnings);
        }
        result.errors = QStringList(errors.begin(), errors.end());
        result.errors.sort();
        const bool anyDeviceEvents = std::any_of(hosts.begin(), hosts.end(), [](const HostTrace& host) {
            return !host.deviceOps.empty()
                || std::any_of(host.cores.begin(), host.cores.end(),
                    [](const DeviceCore& core) { return core.window.has_value() || !core.modules.empty(); });
        });
        if (result.errors.isEmpty() && report.environment.deviceCoreCount > 0 && !anyDeviceEvents)
            result.errors.append(
                trOverview("No device trace was collected. This might happen if your job hadn't been run on the device "
                           "when sampling was turned on. You could try the sampling again later."));
        if (report.environment.hardware != HardwareType::CpuOnly) {
            if (report.stepTime.source == StepSource::ModuleExecutions || report.stepTime.source == StepSource::None) {
                result.warnings.append(
                    trOverview("No step marker observed and hence the step time is unknown. This may happen if (1) "
                               "training steps are not instrumented (e.g., if you are not using Keras) or (2) the "
                               "profiling duration is shorter than the step time. For (1), you need to add step "
                               "instrumentation; for (2), you may try to profile longer."));
                if (report.stepTime.source == StepSource::ModuleExecutions)
                    result.warnings.append(
                        trOverview("Each XLA module execution is shown in place of a step (%1 executions).")
                            .arg(report.stepTime.steps.size()));
            } else if (report.stepTime.steps.empty()) {
                result.warnings.append(
                    trOverview("No step is complete on every core and host: the intersection of the steps is empty."));
            }
            if (report.stepTime.droppedIncompleteSteps > 0)
                result.warnings.append(
                    trOverview("%1 steps dropped (the first and the last) because they may be incomplete.")
                        .arg(report.stepTime.droppedIncompleteSteps));
        }
        return result;
    }

} // namespace

OverviewReport computeOverview(const std::vector<HostSpace>& hosts, const std::vector<HloModule>& modules)
{
    std::vector<const tensorflow::profiler::XSpace*> spaces;
    for (const HostSpace& host : hosts) {
        if (host.space)
            spaces.push_back(host.space.get());
    }
    const qint64 originNs = earliestLineTimestampNs(spaces);
    std::vector<HostTrace> traces;
    for (const HostSpace& host : hosts) {
        if (host.space)
            traces.push_back(readHostTrace(host.hostName, *host.space, originNs));
    }
    // The loader's modules, and the HLO still embedded in XSpaces read without the loader.
    std::vector<std::shared_ptr<const xla::HloProto>> protos;
    for (const HloModule& module : modules) {
        if (module.proto)
            protos.push_back(module.proto);
    }
    for (const HostTrace& trace : traces)
        protos.insert(protos.end(), trace.embeddedHlo.begin(), trace.embeddedHlo.end());
    classifyGpuComputeByHlo(traces, protos);

    OverviewReport report;
    report.environment = runEnvironment(traces, protos);
    const HardwareType hardware = report.environment.hardware;
    report.stepTime = computeStepTime(traces, hardware);
    const std::vector<OpAggregate> database = deviceOpDatabase(traces);
    if (hardware == HardwareType::Tpu)
        report.utilization = tpuUtilization(traces, database, report.environment);
    hardwareCounters(report.utilization, traces, hardware);
    report.placement = opPlacement(traces);
    report.eager = eagerExecution(traces);
    report.precision = precision(traces, hardware);
    // XProf computes inference latency only for runs that are not training.
    if (report.environment.isTraining.value_or(false)) {
        const QString reason = trOverview("A training job has no inference sessions.");
        report.inference.unavailableReason = reason;
        for (Figure* figure : { &report.inference.averageSessionMs, &report.inference.minimumSessionMs,
                 &report.inference.maximumSessionMs, &report.inference.sessionsPerSecond })
            *figure = Figure::unavailable(reason);
    } else {
        report.inference = computeInferenceLatency(traces);
    }
    report.topOps = topOps(database, hardware);
    report.recommendations = recommendations(report);
    report.diagnostics = diagnostics(traces, report);
    return report;
}

OverviewReport computeOverview(const Profile& profile) { return computeOverview(profile.hosts, profile.modules); }

} // namespace memscope::overview
