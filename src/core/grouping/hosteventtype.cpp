// SPDX-License-Identifier: Apache-2.0
#include "core/grouping/hosteventtype.h"

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
    const auto found = types.find(name);
    return found == types.end() ? HostEventType::Unknown : found->second;
}

bool isImplicitRoot(HostEventType type)
{
    return type == HostEventType::FunctionRun || type == HostEventType::SessionRun || type == HostEventType::RunGraph
        || type == HostEventType::ExecutorStateProcess;
}

} // namespace memscope::grouping
