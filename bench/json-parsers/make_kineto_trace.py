#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes a Chrome-trace JSON laid out as the PyTorch profiler (Kineto) writes it, for
memscope-bench-json: "schemaVersion", "deviceProperties" (one object per GPU), "distributedInfo",
then "traceEvents": process/thread metadata ("M"), CPU ops, CUDA runtime calls and GPU kernels and
memcpys ("X", with Kineto's args objects of many keys: input dims, types and strides, grid and
block, occupancy), flow starts and ends ("s"/"f", category ac2g) from each launch to its kernel,
and memory instants ("i" named "[memory]"), with Kineto's spacing (one key run per line, args on
lines of their own), "ts" in µs since 1970 with three decimals.

    make_kineto_trace.py OUT SIZE_MIB [SEED]

Stops once OUT holds about SIZE_MIB MiB. Plain Python (Debian's python3), no other module.
"""
import json
import random
import sys

OPS = [
    ("aten::linear", 3), ("aten::addmm", 3), ("aten::matmul", 2), ("aten::layer_norm", 5),
    ("aten::native_layer_norm", 5), ("aten::gelu", 1), ("aten::add", 3), ("aten::mul", 2),
    ("aten::softmax", 3), ("aten::_softmax", 3), ("aten::dropout", 3), ("aten::view", 2),
    ("aten::transpose", 3), ("aten::contiguous", 2), ("aten::copy_", 3), ("aten::empty", 6),
    ("aten::scaled_dot_product_attention", 7), ("aten::_flash_attention_forward", 9),
    ("autograd::engine::evaluate_function: AddmmBackward0", 0), ("Optimizer.step#AdamW.step", 0),
]
KERNELS = [
    "void at::native::vectorized_elementwise_kernel<4, at::native::GeluCUDAKernelImpl(at::TensorIteratorBase&, "
    "at::native::GeluType)::{lambda()#2}::operator()() const::{lambda()#2}::operator()() const::{lambda(float)#1}, "
    "at::detail::Array<char*, 2> >(int, at::native::GeluCUDAKernelImpl(at::TensorIteratorBase&, at::native::GeluType)"
    "::{lambda()#2}::operator()() const::{lambda()#2}::operator()() const::{lambda(float)#1}, at::detail::Array<char*, 2>)",
    "ampere_sgemm_128x64_tn",
    "sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x256x32_stage3_warpsize2x4x1_tensor16x8x16_kernel",
    "void at::native::(anonymous namespace)::vectorized_layer_norm_kernel<float, float>(int, float, float const*, "
    "float const*, float const*, float*, float*, float*)",
    "void cunn_SoftMaxForward<4, float, float, float, cunn::SoftMaxForwardEpilogue>(float*, float const*, int)",
    "void at::native::unrolled_elementwise_kernel<at::native::direct_copy_kernel_cuda(at::TensorIteratorBase&)"
    "::{lambda()#3}::operator()() const::{lambda()#7}::operator()() const::{lambda(float)#1}, "
    "at::detail::Array<char*, 2>, TrivialOffsetCalculator<1, unsigned int>, TrivialOffsetCalculator<1, unsigned int>, "
    "at::native::memory::LoadWithCast<1>, at::native::memory::StoreWithCast<1> >(int, ...)",
    "pytorch_flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4, false, false, cutlass::half_t, "
    "Flash_kernel_traits<128, 128, 64, 4, cutlass::half_t> >, false, true, false, false, true, true, false>(Flash_fwd_params)",
]
TYPES = ["float", "c10::Half", "c10::BFloat16", "long int", "bool", "Scalar", ""]


def device_properties(count):
    # Kineto's own layout: a few keys to a line.
    return ",\n".join(
        '    {\n      "id": %d, "name": "NVIDIA A100-SXM4-80GB", "totalGlobalMem": 85097971712,\n'
        '      "computeMajor": 8, "computeMinor": 0,\n'
        '      "maxThreadsPerBlock": 1024, "maxThreadsPerMultiprocessor": 2048,\n'
        '      "regsPerBlock": 65536, "regsPerMultiprocessor": 65536, "warpSize": 32,\n'
        '      "sharedMemPerBlock": 49152, "sharedMemPerMultiprocessor": 167936,\n'
        '      "numSms": 108, "sharedMemPerBlockOptin": 166912\n    }' % i for i in range(count))


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: make_kineto_trace.py OUT SIZE_MIB [SEED]")
    out_path, limit = sys.argv[1], int(float(sys.argv[2]) * 1048576)
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) == 4 else 1)
    pid, gpus, threads = 2417, 8, [2417, 2501, 2502]
    base = 1700000000000000.0 + rng.randint(0, 10 ** 6)
    with open(out_path, "w", encoding="utf-8") as out:
        head = ('{\n  "schemaVersion": 1,\n  "deviceProperties": [\n%s\n  ],\n'
                '  "distributedInfo": {"backend": "nccl", "rank": 0, "world_size": 8, "pg_count": 1, "pg_config": '
                '[{"pg_name": "0", "pg_desc": "default_pg", "backend_config": "cuda:nccl", "pg_size": 8, '
                '"ranks": [0, 1, 2, 3, 4, 5, 6, 7]}], "nccl_version": "2.19.3"},\n'
                '  "record_shapes": 1,\n  "profile_memory": 1,\n  "with_stack": 0,\n'
                '  "cupti_version": 18,\n  "cuda_runtime_version": 12010,\n  "cuda_driver_version": 12020,\n'
                '  "trace_id": "9F2E1C0A4D3B4E5F8A7B6C5D4E3F2A1B",\n  "traceEvents": [\n' % device_properties(gpus))
        out.write(head)
        written = len(head)
        meta = []
        for tid in threads:
            meta.append('  {\n    "name": "thread_name", "ph": "M", "ts": %.3f, "pid": %d, "tid": %d,\n'
                        '    "args": {\n      "name": "thread %d (python)"\n    }\n  }' % (base, pid, tid, tid))
        meta.append('  {\n    "name": "process_name", "ph": "M", "ts": %.3f, "pid": %d, "tid": 0,\n'
                    '    "args": {\n      "name": "python3"\n    }\n  }' % (base, pid))
        for gpu in range(gpus):
            meta.append('  {\n    "name": "process_name", "ph": "M", "ts": %.3f, "pid": %d, "tid": 0,\n'
                        '    "args": {\n      "name": "GPU %d"\n    }\n  }' % (base, gpu, gpu))
            meta.append('  {\n    "name": "process_sort_index", "ph": "M", "ts": %.3f, "pid": %d, "tid": 0,\n'
                        '    "args": {\n      "sort_index": %d\n    }\n  }' % (base, gpu, 5000000 + gpu))
        out.write(",\n".join(meta))
        written += sum(len(m) for m in meta)
        ts = base + 1000.0
        correlation, external, ev_idx, seq = 1000, 1, 0, 0
        chunk = []
        while written < limit:
            name, inputs = OPS[rng.randrange(len(OPS))]
            tid = threads[0] if rng.random() < 0.9 else rng.choice(threads[1:])
            dur = rng.uniform(3, 400)
            dims = [[rng.choice((1, 8, 32, 128)), rng.choice((512, 1024, 4096)), rng.choice((64, 128))][:rng.randint(1, 3)]
                    for _ in range(inputs)]
            types = [rng.choice(TYPES) for _ in range(inputs)]
            strides = [[rng.choice((1, 64, 4096, 262144)) for _ in d] for d in dims]
            ev_idx += 1
            external += 1
            seq += 1
            chunk.append(
                '  {\n    "ph": "X", "cat": "cpu_op", "name": "%s", "pid": %d, "tid": %d,\n'
                '    "ts": %.3f, "dur": %.3f,\n    "args": {\n'
                '      "External id": %d,"Record function id": 0, "Sequence number": %d, "Fwd thread id": 0, '
                '"Ev Idx": %d, "Input Dims": %s, "Input type": %s, "Input Strides": %s, "Concrete Inputs": %s\n'
                '    }\n  }' % (name, pid, tid, ts, dur, external, seq, ev_idx, json.dumps(dims), json.dumps(types),
                              json.dumps(strides), json.dumps(["" if t != "Scalar" else "1" for t in types])))
            launch_ts = ts + rng.uniform(0.5, dur / 2)
            launch_dur = rng.uniform(2, 9)
            gpu = rng.randrange(gpus)
            stream = 7 + rng.randrange(3)
            correlation += 1
            ev_idx += 1
            chunk.append(
                '  {\n    "ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": %d, "tid": %d,\n'
                '    "ts": %.3f, "dur": %.3f,\n    "args": {\n'
                '      "External id": %d, "cbid": 211, "correlation": %d\n    }\n  }'
                % (pid, tid, launch_ts, launch_dur, external, correlation))
            kernel_ts = launch_ts + rng.uniform(5, 80)
            kernel = KERNELS[rng.randrange(len(KERNELS))]
            if rng.random() < 0.1:
                chunk.append(
                    '  {\n    "ph": "X", "cat": "gpu_memcpy", "name": "Memcpy HtoD (Pageable -> Device)", '
                    '"pid": %d, "tid": %d,\n    "ts": %.3f, "dur": %.3f,\n    "args": {\n'
                    '      "External id": %d, "device": %d, "context": 1,\n      "stream": %d, "correlation": %d,\n'
                    '      "bytes": %d, "memory bandwidth (GB/s)": %.6f\n    }\n  }'
                    % (gpu, stream, kernel_ts, rng.uniform(1, 50), external, gpu, stream, correlation,
                       rng.randrange(1, 1 << 26), rng.uniform(1, 25)))
            else:
                chunk.append(
                    '  {\n    "ph": "X", "cat": "kernel", "name": "%s", "pid": %d, "tid": %d,\n'
                    '    "ts": %.3f, "dur": %.3f,\n    "args": {\n'
                    '      "External id": %d, "queued": 0, "device": %d, "context": 1,\n'
                    '      "stream": %d, "correlation": %d,\n'
                    '      "registers per thread": %d, "shared memory": %d, "blocks per SM": %.6f, '
                    '"warps per SM": %.6f, "grid": [%d, 1, 1], "block": [%d, 1, 1], '
                    '"est. achieved occupancy %%": %d\n    }\n  }'
                    % (kernel, gpu, stream, kernel_ts, rng.uniform(1, 900), external, gpu, stream, correlation,
                       rng.choice((16, 32, 64, 128, 255)), rng.choice((0, 16384, 49152)), rng.uniform(0.1, 40),
                       rng.uniform(0.5, 64), rng.randrange(1, 65536), rng.choice((64, 128, 256, 512)),
                       rng.randrange(0, 100)))
            chunk.append(
                '  {\n    "ph": "s", "id": %d, "pid": %d, "tid": %d, "ts": %.3f,\n'
                '    "cat": "ac2g", "name": "ac2g"\n  }' % (correlation, pid, tid, launch_ts))
            chunk.append(
                '  {\n    "ph": "f", "id": %d, "pid": %d, "tid": %d, "ts": %.3f,\n'
                '    "cat": "ac2g", "name": "ac2g", "bp": "e"\n  }' % (correlation, gpu, stream, kernel_ts))
            if rng.random() < 0.25:
                chunk.append(
                    '  {\n    "ph": "i", "cat": "cpu_instant_event", "s": "t", "name": "[memory]",\n'
                    '    "pid": %d, "tid": %d,\n    "ts": %.3f,\n    "args": {\n'
                    '      "Total Reserved": %d, "Total Allocated": %d, "Bytes": %d, "Addr": %d, '
                    '"Device Id": %d, "Device Type": 1\n    }\n  }'
                    % (pid, tid, ts + 0.5, rng.randrange(1 << 34), rng.randrange(1 << 33),
                       rng.choice((-1, 1)) * rng.randrange(512, 1 << 24), rng.randrange(1 << 47), gpu))
            ts += dur + rng.uniform(0.1, 5)
            if len(chunk) >= 4096:
                text = ",\n" + ",\n".join(chunk)
                out.write(text)
                written += len(text)
                chunk = []
        if chunk:
            out.write(",\n" + ",\n".join(chunk))
        out.write('\n  ],\n  "traceName": "%s"\n}\n' % out_path.replace("\\", "\\\\").replace('"', '\\"'))


if __name__ == "__main__":
    main()
