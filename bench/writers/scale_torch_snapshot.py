#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Scales a real PyTorch memory snapshot up for the benchmarks: OUT SOURCE COPIES SEED.

Each device's trace is repeated COPIES times, as a longer run of the same training steps would
record it: the same addresses reused, times moved on by the trace's span each time. The copies
after the first leave out what happens once in a run (the frees of blocks allocated before the
trace, the allocations never freed and whatever else uses their addresses, the segments' own events), so every copy is one balanced
step more and the figures stay those of the real run. The segments and settings stay as they are. The content is torch's own (its frames, sizes and order) and the
bytes are Python's own pickler's, as torch.cuda.memory._dump_snapshot writes them (pickle.dump,
protocol 4): the frame dicts shared between events, every event with a list of its own. No part
of Memscope writes it. SEED is accepted like the other writers' and changes nothing.
"""
import pickle
import sys


def main():
    out, source, copies = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with open(source, "rb") as f:
        snapshot = pickle.load(f)
    traces = []
    for trace in snapshot["device_traces"]:
        times = [event["time_us"] for event in trace if "time_us" in event]
        span = max(times) - min(times) + 1000 if times else 0
        once = set()  # indexes of the events a run has once
        live = {}
        requested = {}  # frees requested and not completed yet
        for index, event in enumerate(trace):
            action, address = event["action"], event.get("addr")
            if action == "alloc":
                live[address] = index
            elif action in ("free_requested", "free_completed") and address in live:
                if action == "free_requested":
                    requested[address] = index
                else:
                    del live[address]
                    requested.pop(address, None)
            else:
                once.add(index)
        # An address the run keeps to its end is not reused by a later copy either.
        once.update(index for index, event in enumerate(trace) if event.get("addr") in live)
        once.update(requested.values())
        scaled = []
        for copy in range(copies):
            for index, event in enumerate(trace):
                if copy and index in once:
                    continue
                repeated = dict(event)
                repeated["frames"] = list(event.get("frames", []))
                if "time_us" in repeated:
                    repeated["time_us"] += copy * span
                scaled.append(repeated)
        traces.append(scaled)
    snapshot["device_traces"] = traces
    with open(out, "wb") as f:
        pickle.dump(snapshot, f, protocol=4)


if __name__ == "__main__":
    main()
