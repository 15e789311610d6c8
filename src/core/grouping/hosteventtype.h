// SPDX-License-Identifier: Apache-2.0
#pragma once

// The host event types XProf's grouping tells apart by event name
// (spec trace-viewer-and-steps.md B.1, "Host event names").

#include <string_view>

namespace memscope::grouping {

enum class HostEventType
{
    Unknown,
    TraceContext,
    SessionRun,
    FunctionRun,
    RunGraph,
    EagerKernelExecute, // "EagerExecute" at HEAD, "EagerKernelExecute" in the TF builds of real profiles
    ExecutorStateProcess,
    IteratorGetNextOp,
    IteratorGetNextAsOptionalOp,
    TfDataFunctionRun, // InstantiatedCapturedFunction::Run, ::RunWithBorrowedArgs, ::RunInstantiated, ::RunAsync
    LoopOp, // WhileOp-EvalCond, WhileOp-StartBody, ForOp, ParallelForOp, ForeverOp: grouping is skipped
    ProcessBatch,
    BatchingSessionRun,
    KernelLaunch, // implied: a /host:CPU event with correlation_id and no other type
    KernelExecute, // implied: a device event with correlation_id and no other type
    TfOpRun, // implied: a name that parses as a TensorFlow op ("name:Type")
};

// The type of an event metadata name, TfOpRun for TensorFlow op names; KernelLaunch/KernelExecute
// are never returned (they depend on the event's stats and plane, see eventforest.cpp).
HostEventType hostEventTypeOf(std::string_view name);

// Roots that get no step_name stat and no event-name prefix in their group name (B.5).
bool isImplicitRoot(HostEventType type);

} // namespace memscope::grouping
