// SPDX-License-Identifier: Apache-2.0
#pragma once

// Shared between the generator's parts; not part of its API.

#include "generator/generator.h"
#include "generator/shapes.h"

#include <QString>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace google::protobuf::io {
class ZeroCopyOutputStream;
}

namespace memscope::generator {

// Writes `path` atomically through `write`, gzip-compressed when the name ends in .gz; "" or why not.
QString writeOutputFile(
    const QString& path, const std::function<bool(google::protobuf::io::ZeroCopyOutputStream* stream)>& write);

// Which module, how big, and how it is stored in the metadata plane.
struct ModulePlan
{
    int index = 0;
    std::string name; // "jit_train_step"
    std::uint64_t programId = 0;
    bool newerLayout = true;
    bool training = true;
    std::int64_t logicalBuffers = 0;
    std::int64_t heapEvents = 0;
    std::int64_t activationBytes = 0;
    std::uint64_t seed = 0;
};

ModulePlan planModule(const Options& options, int index);

// One HLO instruction as the device trace shows it (XLA Ops event metadata).
struct DeviceOp
{
    std::string name; // "fusion.12"
    std::string hloText; // "%fusion.12 = bf16[...] fusion(...), kind=kLoop, calls=..."
    std::string shapeText;
    std::string opName; // framework op (metadata.op_name)
    std::string category; // hlo_category
    std::string source; // "file:line"
    std::string sourceStack;
    std::int64_t flops = 0;
    std::int64_t bytesAccessed = 0;
    std::int64_t outputBytes = 0; // unpadded, over the outputs
    std::int64_t paddedOutputBytes = 0;
    std::int64_t tfDataType = 1; // TensorFlow DataType of the first output: 1 float, 3 int32, 14 bfloat16
    std::uint64_t symbolId = 0;
};

// Builds the module; fills `deviceOps` with up to `maxDeviceOps` instructions
// (spread over the program) for the device planes.
void buildModule(const Options& options, const ModulePlan& plan, xla::HloProto* proto, ModuleFacts* facts,
    std::vector<DeviceOp>* deviceOps, int maxDeviceOps);

// "jit_train_step" -> "jit(train_step)", the prefix JAX puts on op names.
std::string jaxScope(const std::string& moduleName);

} // namespace memscope::generator
