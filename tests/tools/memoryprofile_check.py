#!/usr/bin/env python3
"""Independent check of the Memory Profile numbers that tests/core/tst_memoryprofile.cpp asserts.

It shares no code with Memscope: it reads the text form printed by
    protoc --decode=tensorflow.profiler.XSpace -I proto proto/xplane.proto < FILE.xplane.pb
and re-does XProf's arithmetic (../shared/spec/memory-profile-and-overview.md A.2-A.5) by hand:
per allocator the event counts, the window peak (iteration order, >=), the lifetime peak (max and
last), the capacity, and the allocations alive at the peak by a plain replay.

Usage: tests/tools/memoryprofile_check.py FILE.xplane.pb
"""
import collections
import subprocess
import sys
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PROTO_DIR = os.path.join(HERE, '..', '..', 'proto')


def parse_text(text):
    """Protobuf text format -> nested dicts of lists (values stay strings)."""
    root = collections.defaultdict(list)
    stack = [root]
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.endswith('{'):
            child = collections.defaultdict(list)
            stack[-1][line[:-1].strip()].append(child)
            stack.append(child)
        elif line == '}':
            stack.pop()
        else:
            key, _, value = line.partition(':')
            value = value.strip()
            if value.startswith('"'):
                value = bytes(value[1:-1], 'utf-8').decode('unicode_escape')
            stack[-1][key.strip()].append(value)
    return root


def first(message, key, default=None):
    values = message.get(key)
    return values[0] if values else default


def main(path):
    text = subprocess.run(['protoc', '--decode=tensorflow.profiler.XSpace', '-I', PROTO_DIR,
                           os.path.join(PROTO_DIR, 'xplane.proto')],
                          stdin=open(path, 'rb'), capture_output=True, check=True).stdout.decode()
    space = parse_text(text)
    host = [p for p in space['planes'] if first(p, 'name') == '/host:CPU']
    if not host:
        print('no /host:CPU plane')
        return
    plane = host[0]
    event_names = {int(first(e, 'key')): first(first(e, 'value'), 'name', '') for e in plane['event_metadata']}
    stat_names = {int(first(e, 'key')): first(first(e, 'value'), 'name', '') for e in plane['stat_metadata']}
    per_allocator = collections.OrderedDict()
    for line in plane['lines']:
        line_ts_ns = int(first(line, 'timestamp_ns', '0'))
        for event in line['events']:
            name = event_names.get(int(first(event, 'metadata_id', '0')), '')
            if name not in ('MemoryAllocation', 'MemoryDeallocation'):
                continue
            stats = {}
            memory_id = ''
            for stat in event['stats']:
                stat_name = stat_names.get(int(first(stat, 'metadata_id', '0')), '')
                if 'ref_value' in stat:
                    value = stat_names.get(int(first(stat, 'ref_value')), '')
                elif 'str_value' in stat:
                    value = first(stat, 'str_value')
                elif 'double_value' in stat:
                    value = float(first(stat, 'double_value'))
                elif 'int64_value' in stat:
                    value = int(first(stat, 'int64_value'))
                elif 'uint64_value' in stat:
                    value = int(first(stat, 'uint64_value'))
                else:
                    value = None
                if stat_name in ('index_on_host', 'device_ordinal', 'allocator_name'):
                    memory_id = str(value)
                stats[stat_name] = value
            per_allocator.setdefault(memory_id, []).append(
                {'offset': int(first(event, 'offset_ps', '0')), 'line_ts': line_ts_ns,
                 'alloc': name == 'MemoryAllocation', 'stats': stats})
    origin = min(e['line_ts'] for events in per_allocator.values() for e in events)
    for memory_id, events in sorted(per_allocator.items()):
        for e in events:
            e['time'] = (e['line_ts'] - origin) * 1000 + e['offset']
        report(memory_id, events)


def get(stats, key):
    value = stats.get(key)
    return value if isinstance(value, int) else 0


def in_use(event):
    return get(event['stats'], 'bytes_reserved') + get(event['stats'], 'bytes_allocated')


def row_key(stats):
    return (-get(stats, 'allocation_bytes'), -get(stats, 'requested_bytes'), stats.get('tf_op') or '',
            stats.get('region_type') or '', get(stats, 'data_type'), stats.get('shape') or '')


def print_rows(title, alive, heap, stack):
    groups = collections.Counter(row_key(s) for s in alive)
    total = sum(get(s, 'allocation_bytes') for s in alive)
    print(f'  {title}: {len(alive)} allocations, {total} bytes; heap at the peak {heap}, so unused preallocated'
          f' {max(heap - total, 0)}; stack {stack}; {len(groups)} allocation rows')
    for key, count in sorted(groups.items())[:12]:
        print(f'    {count} x alloc {-key[0]} req {-key[1]} op {key[2]!r} region {key[3]!r} dtype {key[4]} shape {key[5]!r}')


def report(memory_id, events):
    allocations = sum(1 for e in events if e['alloc'])
    deallocations = len(events) - allocations
    print(f'allocator {memory_id!r}: {allocations} allocations, {deallocations} deallocations,'
          f' line timestamps {sorted({e["line_ts"] for e in events})}')
    # XProf: iteration (file) order, >=; the lifetime peak of the last event.
    xprof_peak = None
    for event in events:
        if xprof_peak is None or in_use(event) >= in_use(xprof_peak):
            xprof_peak = event
    print(f'  XProf window peak {in_use(xprof_peak)} at offset_ps {xprof_peak["offset"]};'
          f' lifetime peak of the last event {get(events[-1]["stats"], "peak_bytes_in_use")}')
    # Memscope: stable time order on one origin, the last of equal peaks; the lifetime peak is the maximum.
    ordered = sorted(events, key=lambda e: e['time'])
    peak_index = 0
    for i, event in enumerate(ordered):
        if in_use(event) >= in_use(ordered[peak_index]):
            peak_index = i
    peak = ordered[peak_index]
    stats = peak['stats']
    capacity = in_use(peak) + get(stats, 'bytes_available')
    print(f'  Memscope window peak {in_use(peak)} (index {peak_index}) at time_ps {peak["time"]}: stack {get(stats, "bytes_reserved")}'
          f' heap {get(stats, "bytes_allocated")} free {get(stats, "bytes_available")} fragmentation'
          f' {stats.get("fragmentation")} capacity {capacity}; lifetime peak (max)'
          f' {max(get(e["stats"], "peak_bytes_in_use") for e in events)}')
    # Pair deallocations with the first open allocation at their address (XProf's UpdateDeallocation).
    open_by_address = {}
    freed_at = {}
    for i, event in enumerate(ordered):
        address = event['stats'].get('addr')
        if event['alloc']:
            open_by_address.setdefault(address, i)
        elif address in open_by_address:
            freed_at[open_by_address.pop(address)] = i
    never_freed = [i for i, e in enumerate(ordered) if e['alloc'] and i not in freed_at]
    print(f'  never freed: {len(never_freed)} allocations,'
          f' {sum(get(ordered[i]["stats"], "allocation_bytes") for i in never_freed)} bytes')
    alive = [e['stats'] for i, e in enumerate(ordered[:peak_index + 1])
             if e['alloc'] and freed_at.get(i, len(ordered)) > peak_index]
    print_rows('Memscope: alive at the peak', alive, get(stats, 'bytes_allocated'), get(stats, 'bytes_reserved'))
    # XProf's ProcessActiveAllocations: only the peak's step, up to the peak's time.
    last_valid = -1
    for event in ordered:
        step = event['stats'].get('group_id', -1)
        if step == -1:
            event['step'] = last_valid + 1
        else:
            event['step'] = last_valid = step
    peak_step = 0
    for event in ordered:
        if in_use(event) == in_use(peak):
            peak_step = event['step']
    active = {}
    for event in ordered:
        if event['time'] > peak['time']:
            break
        if event['step'] != peak_step:
            continue
        address = event['stats'].get('addr')
        if event['alloc']:
            active[address] = event['stats']
        else:
            active.pop(address, None)
    print_rows(f'XProf: active in step {peak_step} at the peak', list(active.values()), get(stats, 'bytes_allocated'),
               get(stats, 'bytes_reserved'))


if __name__ == '__main__':
    main(sys.argv[1])
