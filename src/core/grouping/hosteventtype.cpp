// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/hosteventtype.h"

#include "core/xplane/tfopname.h"

#include <unordered_map>

namespace memscope::grouping {

HostEventType hostEventTypeOf(std::string_view name)
{
    static const std::unordered_map<std::string_view, HostEventType> types = {
        { "TraceContext", HostEventType::TraceContext },
        { "SessionRun", HostEventType::SessionRun },
        { "FunctionRun", HostEventType::FunctionRun },
        { "RunGraph", HostEventType::RunGraph },
        { "EagerExecute", HostEventType::EagerKernelExecute },
        { "EagerKernelExecute", HostEventType::EagerKernelExecute },
        { "ExecutorState::Process", HostEventType::ExecutorStateProcess },
        { "IteratorGetNextOp::DoCompute", HostEventType::IteratorGetNextOp },
        { "IteratorGetNextAsOptionalOp::DoCompute", HostEventType::IteratorGetNextAsOptionalOp },
        { "InstantiatedCapturedFunction::Run", HostEventType::TfDataFunctionRun },
        { "InstantiatedCapturedFunction::RunWithBorrowedArgs", HostEventType::TfDataFunctionRun },
        { "InstantiatedCapturedFunction::RunInstantiated", HostEventType::TfDataFunctionRun },
        { "InstantiatedCapturedFunction::RunAsync", HostEventType::TfDataFunctionRun },
        { "WhileOp-EvalCond", HostEventType::LoopOp },
        { "WhileOp-StartBody", HostEventType::LoopOp },
        { "ForOp", HostEventType::LoopOp },
        { "ParallelForOp", HostEventType::LoopOp },
        { "ForeverOp", HostEventType::LoopOp },
        { "ProcessBatch", HostEventType::ProcessBatch },
        { "BatchingSessionRun", HostEventType::BatchingSessionRun },
    };
    if (const auto found = types.find(name); found != types.end())
        return found->second;
    return xplane::tfOpCategory(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())))
            == xplane::TfOpCategory::TensorFlow
        ? HostEventType::TfOpRun
        : HostEventType::Unknown;
}

bool isImplicitRoot(HostEventType type)
{
    return type == HostEventType::FunctionRun || type == HostEventType::SessionRun || type == HostEventType::RunGraph
        || type == HostEventType::ExecutorStateProcess;
}

} // namespace memscope::grouping
