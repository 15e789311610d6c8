#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Independent reference numbers for tests/core/tst_torchsnapshot.cpp.

Reads a PyTorch CUDA memory snapshot with Python's own unpickler (restricted: a file that asks
for any global is refused, so nothing in it runs) and recomputes, per device, the figures
PyTorch's viewer shows, following MemoryViz.js `process_alloc_data` as
../shared/spec/pytorch-snapshots.md describes it:

    python3 tests/tools/torch_snapshot_reference.py ../shared/data/pytorch/FILE.pickle

It shares no code with Memscope's reader or analysis.
"""
import io
import pickle
import sys
from collections import Counter


class BuiltinsOnly(pickle.Unpickler):
    def find_class(self, module, name):
        raise pickle.UnpicklingError(f'refused: the file asks for {module}.{name}')


def load(path):
    with open(path, 'rb') as f:
        return BuiltinsOnly(io.BytesIO(f.read())).load()


def elide_free_pairs(trace):
    """A free_requested directly followed by the free_completed of the same address is one free."""
    events, i = [], 0
    while i < len(trace):
        e = trace[i]
        if (e['action'] == 'free_requested' and i + 1 < len(trace)
                and trace[i + 1]['action'] == 'free_completed' and trace[i + 1]['addr'] == e['addr']):
            events.append(dict(e, action='free'))
            i += 2
        else:
            events.append(e)
            i += 1
    return events


def device_figures(snapshot, device):
    trace = snapshot['device_traces'][device] if device < len(snapshot['device_traces']) else []
    sizes, actions, live_now, before = [], [], {}, []
    for e in elide_free_pairs(trace):
        if e['action'] == 'alloc':
            live_now[e['addr']] = len(sizes)
            actions.append(len(sizes))
            sizes.append(e['size'])
        elif e['action'] in ('free', 'free_completed'):
            if e['addr'] in live_now:
                actions.append(live_now.pop(e['addr']))
            else:
                before.append(len(sizes))
                actions.append(len(sizes))
                sizes.append(e['size'])
    for segment in snapshot['segments']:
        if segment['device'] != device:
            continue
        address = segment['address']
        for block in segment['blocks']:
            block_address = block.get('address', address)
            if block['state'] == 'active_allocated' and block_address not in live_now:
                before.append(len(sizes))
                sizes.append(block.get('requested_size', block['size']))
            address = block_address + block['size']

    live = set(before)
    total = sum(sizes[i] for i in before)
    start = (total, len(live))
    peak, peak_action, live_at_peak = total, -1, len(live)
    for index, element in enumerate(actions):
        if element in live:
            live.remove(element)
            total -= sizes[element]
        else:
            live.add(element)
            total += sizes[element]
        if total > peak:
            peak, peak_action, live_at_peak = total, index, len(live)
    segments = [s for s in snapshot['segments'] if s['device'] == device]
    return {
        'trace_events': len(trace),
        'action_counts': dict(sorted(Counter(e['action'] for e in trace).items())),
        'elements': len(sizes),
        'actions': len(actions),
        'start': start,
        'peak_bytes': peak,
        'peak_action': peak_action,
        'live_at_peak': live_at_peak,
        'end': (total, len(live)),
        'segments': len(segments),
        'reserved': sum(s['total_size'] for s in segments),
        'oom': sum(1 for e in trace if e['action'] == 'oom'),
    }


def main():
    snapshot = load(sys.argv[1])
    devices = sorted({s['device'] for s in snapshot['segments']}
                     | {i for i, t in enumerate(snapshot['device_traces']) if t})
    for device in devices:
        for key, value in device_figures(snapshot, device).items():
            print(f'device {device} {key} {value}')


if __name__ == '__main__':
    main()
