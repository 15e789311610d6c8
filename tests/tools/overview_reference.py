#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Independent reference numbers for tests/core/tst_overview_real.cpp.

Reads an XSpace through `protoc --decode` (text format, no generated code), and recomputes the
figures the test asserts with a separate, straightforward walk of the raw events:

    protoc --decode=tensorflow.profiler.XSpace -I proto proto/xplane.proto < FILE > /tmp/x.txt
    python3 tests/tools/overview_reference.py /tmp/x.txt

It shares no code with the engine; it follows spec part B directly.
"""
import os
import re
import subprocess
import sys
from collections import defaultdict

TOKEN = re.compile(r'\s*(?:(\})|([A-Za-z_0-9]+)\s*(\{)|([A-Za-z_0-9]+)\s*:\s*("(?:[^"\\]|\\.)*"|[^\s]+))')


def parse(path):
    """protoc text format -> nested dicts of lists."""
    return parse_text(open(path, encoding='latin1').read())


def parse_text(text):
    stack, pos = [{}], 0
    while True:
        m = TOKEN.match(text, pos)
        if not m:
            return stack[0]
        pos = m.end()
        if m.group(1):
            stack.pop()
        elif m.group(3):
            d = {}
            stack[-1].setdefault(m.group(2), []).append(d)
            stack.append(d)
        else:
            v = m.group(5)
            if v.startswith('"'):
                v = v[1:-1].encode('latin1').decode('unicode_escape').encode('latin1')
            else:
                try:
                    v = int(v)
                except ValueError:
                    try:
                        v = float(v)
                    except ValueError:
                        pass  # an enum name
            stack[-1].setdefault(m.group(4), []).append(v)


def one(d, k, default=None):
    v = d.get(k)
    return v[0] if v else default


class Plane:
    def __init__(self, p):
        self.p = p
        self.name = one(p, 'name', b'').decode()
        self.stat_names = {one(e, 'key'): one(one(e, 'value'), 'name', b'').decode() for e in p.get('stat_metadata', [])}
        self.events_md = {one(e, 'key'): one(e, 'value') for e in p.get('event_metadata', [])}

    def value(self, stat):
        for k in ('int64_value', 'uint64_value', 'double_value'):
            if k in stat:
                return one(stat, k)
        if 'str_value' in stat:
            return one(stat, 'str_value').decode()
        if 'ref_value' in stat:
            return self.stat_names[one(stat, 'ref_value')]
        return one(stat, 'bytes_value')

    def stats(self, holder):
        return {self.stat_names[one(s, 'metadata_id')]: self.value(s) for s in holder.get('stats', [])}

    def plane_stats(self):
        return self.stats(self.p)

    def lines(self):
        for line in self.p.get('lines', []):
            yield one(line, 'name', b'').decode(), one(line, 'timestamp_ns', 0), line.get('events', [])

    def event_name(self, e):
        return one(self.events_md.get(one(e, 'metadata_id'), {}), 'name', b'').decode()

    def event_display(self, e):
        md = self.events_md.get(one(e, 'metadata_id'), {})
        return (one(md, 'display_name') or one(md, 'name', b'')).decode()

    def md_stats(self, e):
        return self.stats(self.events_md.get(one(e, 'metadata_id'), {}))


def varints(data):
    """Decode a flat protobuf message of varint and bytes fields -> list of (field, value)."""
    out, i = [], 0
    while i < len(data):
        tag, i = read_varint(data, i)
        field, wire = tag >> 3, tag & 7
        if wire == 0:
            v, i = read_varint(data, i)
        elif wire == 2:
            n, i = read_varint(data, i)
            v, i = data[i:i + n], i + n
        else:
            raise ValueError(wire)
        out.append((field, v))
    return out


def read_varint(data, i):
    shift = result = 0
    while True:
        b = data[i]
        i += 1
        result |= (b & 0x7f) << shift
        shift += 7
        if not b & 0x80:
            return result, i


def union(intervals):
    total, cur = 0, None
    for s, e in sorted(intervals):
        if e <= s:
            continue
        if cur and s <= cur[1]:
            cur[1] = max(cur[1], e)
            continue
        if cur:
            total += cur[1] - cur[0]
        cur = [s, e]
    return total + (cur[1] - cur[0] if cur else 0)


OFF_DUTY = {'infeed', 'outfeed', 'host send', 'host send-done', 'host recv', 'host recv-done', 'megacore fusion'}


def tpu(space):
    planes = [Plane(p) for p in space['planes'] if re.fullmatch(r'/device:TPU:\d+', one(p, 'name', b'').decode())]
    print('tensorcores', len(planes), 'device_type', planes[0].plane_stats()['device_type_string'])
    chips = defaultdict(lambda: {'active': [], 'lo': None, 'hi': None})
    flops = hbm = device_time = self_total = 0
    ops = defaultdict(lambda: [0, 0, 0.0])  # (program, name) -> occurrences, self ps, flops
    modules = defaultdict(list)
    for plane in planes:
        cd = plane.plane_stats().get('core_details')
        chip = dict(varints(cd)).get(4, 0) if cd is not None else plane.name
        c = chips[chip]
        op_events = []
        for lname, ts, events in plane.lines():
            for e in events:
                start = ts * 1000 + one(e, 'offset_ps', 0)
                end = start + one(e, 'duration_ps', 0)
                if lname in ('XLA Ops', 'XLA Modules'):
                    c['lo'] = start if c['lo'] is None else min(c['lo'], start)
                    c['hi'] = end if c['hi'] is None else max(c['hi'], end)
                if lname == 'XLA Modules':
                    modules[plane.name].append((plane.event_name(e), start, end))
                if lname != 'XLA Ops':
                    continue
                md = plane.md_stats(e)
                if md.get('hlo_category') not in OFF_DUTY:
                    c['active'].append((start, end))
                if not md.get('symbol_id'):
                    continue
                ev = plane.stats(e)
                ds = ts * 1000 + ev['device_offset_ps'] if 'device_offset_ps' in ev else start
                de = ds + ev['device_duration_ps'] if 'device_duration_ps' in ev else end
                op_events.append([ds, de, md, plane.event_display(e)])
        # self time: nesting by device span
        op_events.sort(key=lambda o: (o[0], -o[1]))
        stack = []
        for o in op_events:
            o.append(o[1] - o[0])
            while stack and stack[-1][1] <= o[0]:
                stack.pop()
            if stack and o[1] <= stack[-1][1]:
                stack[-1][4] -= o[1] - o[0]
            stack.append(o)
        if op_events:
            device_time += max(o[1] for o in op_events) - min(o[0] for o in op_events)
        for ds, de, md, name, self_ps in op_events:
            key = (md.get('program_id'), name)
            ops[key][0] += 1
            ops[key][1] += self_ps
            self_total += self_ps
            if md.get('hlo_category') not in ('call', 'conditional', 'while', 'megacore fusion'):
                flops += md.get('flops', 0)
                for field, access in varints(md.get('memory_access_breakdown', b'')):
                    a = dict(varints(access))
                    if a.get(2) == 1:
                        hbm += a.get(3, 0)
    busy = sum(union(c['active']) for c in chips.values())
    window = sum(c['hi'] - c['lo'] for c in chips.values())
    print('chips', len(chips), 'duty_cycle_percent %.12g' % (100 * busy / window))
    peak_tf = planes[0].plane_stats()['peak_teraflops_per_second']
    peak_bw = planes[0].plane_stats()['peak_hbm_bw_gigabytes_per_second']
    print('device_time_ms %.12g' % (device_time / 1e9), 'flops %.12g' % flops, 'hbm_bytes %.12g' % hbm)
    print('flops_util_percent %.12g' % (100 * flops / (device_time / 1000) / (peak_tf * 1000)))
    print('bw_util_percent %.12g' % (100 * hbm / (device_time / 1000) / peak_bw))
    print('device_idle_percent %.12g' % (100 * (1 - self_total / device_time)))
    top = sorted(ops.items(), key=lambda kv: (-kv[1][1], kv[0][1]))[:3]
    for (program, name), (n, self_ps, _) in top:
        print('top op', name, 'occurrences', n, 'self_ms %.12g' % (self_ps / 1e9), 'fraction %.12g' % (self_ps / self_total))
    # module executions: the k-th execution of a module on each core is one; its time the longest.
    executions = defaultdict(int)
    for plane_name, mods in modules.items():
        seen = defaultdict(int)
        for name, s, e in sorted(mods, key=lambda m: m[1]):
            key = (name, seen[name])
            seen[name] += 1
            executions[key] = max(executions[key], e - s)
    durations = [d / 1e9 for d in executions.values()]
    mean = sum(durations) / len(durations)
    sd = (sum((d - mean) ** 2 for d in durations) / (len(durations) - 1)) ** 0.5
    print('module_executions', len(durations), 'mean_ms %.12g' % mean, 'sd_ms %.12g' % sd)


def parses_as_framework_op(name):
    """XProf's ParseTfOpFullname gives a category other than Unknown (spec trace-viewer C.4)."""
    if ':' not in name:
        return any(name.lower().startswith(p.lower()) for p in ('MEMCPYHToD', 'MEMCPYDToH', 'MEMCPYDToD', 'MEMCPYHToH'))
    left, right = name.split(':', 1)
    if left == 'Iterator' or right == '':
        return True
    if re.fullmatch(r'[A-Za-z0-9.][A-Za-z0-9_./>\-]*', left) and re.fullmatch(r'[A-Z_][a-zA-Z0-9_]*', right):
        return True
    return re.fullmatch(r'[a-z_][a-z0-9_]*(\[.*\])?', right) is not None


def host_framework_ops(space):
    # Files grouped at capture (a group_id stat) count as TensorFlow 2.x counted: parsed names only.
    grouped = any(one(m['value'][0], 'name') == b'group_id' for p in space['planes'] for m in p.get('stat_metadata', []))
    host = [Plane(p) for p in space['planes'] if one(p, 'name') == b'/host:CPU'][0]
    n = 0
    for _, _, events in host.lines():
        for e in events:
            st = host.stats(e)
            name = host.event_name(e)
            if parses_as_framework_op(name) or (st.get('tf_op') and not grouped):
                n += 1
    print('host_framework_ops', n)


PRIORITY = {'HostCompute': 10, 'HostCompile': 60, 'HostToHost': 70, 'HostToDevice': 80, 'HostPrepare': 90,
            'DeviceCollectives': 100, 'HostWaitInput': 110, 'DeviceToDevice': 120, 'DeviceToHost': 130,
            'DeviceCompute32': 140, 'DeviceCompute16': 150}


def gpu_type(name, shape):
    n = name.lower()
    if 'memcpyh2d' in n or 'memcpyhtod' in n:
        return 'HostToDevice'
    if 'memcpyd2h' in n or 'memcpydtoh' in n:
        return 'DeviceToHost'
    if any(k in n for k in ('memcpyd2d', 'memcpydtod', 'memcpyp2p', 'memcpyptop')):
        return 'DeviceToDevice'
    if n.startswith('nccl') or n.startswith('rccl'):
        return 'DeviceCollectives'
    if shape:
        return 'DeviceCompute16' if re.search(r'half|bfloat16|\bbf16\[|\bf16\[', shape) else 'DeviceCompute32'
    return 'DeviceCompute16' if any(k in n for k in ('half', 'fp16', 'bf16', 'bfloat16')) else 'DeviceCompute32'


def host_type(name, st):
    if name.startswith('InfeedEnqueue') or name in ('MemcpyH2D', 'MemcpyHToD'):
        return 'HostToDevice'
    if name in ('MemcpyH2H', 'MemcpyHToH'):
        return 'HostToHost'
    if 'correlation_id' in st or name == 'ExecutorState::Process':
        return 'HostPrepare'
    if name.startswith('IteratorGetNext'):
        return 'HostWaitInput'
    if 'Compile' in name:
        return 'HostCompile'
    return 'HostCompute'


def non_overlapped(events, lo, hi):
    """Brute force over elementary intervals: the highest priority active wins."""
    cuts = sorted({lo, hi} | {max(lo, min(hi, t)) for s, e, _ in events for t in (s, e)})
    times = defaultdict(int)
    for a, b in zip(cuts, cuts[1:]):
        active = [PRIORITY[t] for s, e, t in events if s <= a and e >= b and e > s]
        times[max(active) if active else 0] += b - a
    return times


def hlo_element_types(space):
    """(module name, id) -> instruction name -> element type, decoding each embedded HloProto with protoc."""
    proto_dir = os.path.join(os.path.dirname(__file__), '..', '..', 'proto')
    types = {}
    for p in space['planes']:
        if one(p, 'name') != b'/host:metadata':
            continue
        plane = Plane(p)
        for md in plane.events_md.values():
            blob = plane.stats(md).get('Hlo Proto')
            if not blob:
                continue
            text = subprocess.run(['protoc', '--decode=xla.HloProto', '-I', proto_dir, 'hlo.proto'], input=blob,
                                  capture_output=True, check=True).stdout.decode('latin1')
            module = parse_text(text)['hlo_module'][0]
            table = {}
            for computation in module.get('computations', []):
                for instruction in computation.get('instructions', []):
                    shape = one(instruction, 'shape', {})
                    while one(shape, 'element_type') == 'TUPLE' and shape.get('tuple_shapes'):
                        shape = shape['tuple_shapes'][0]
                    table[one(instruction, 'name').decode()] = one(shape, 'element_type')
            types[(one(module, 'name').decode(), one(module, 'id', 0))] = table
    return types


def gpu(space):
    hlo_types = hlo_element_types(space)
    planes = [Plane(p) for p in space['planes'] if one(p, 'name', b'').decode().startswith('/device:GPU:')]
    host = [Plane(p) for p in space['planes'] if one(p, 'name') == b'/host:CPU'][0]
    print('gpu planes', len(planes))
    device, markers, executions = [], [], []
    for plane in planes:
        kernels = sorted((ts * 1000 + one(e, 'offset_ps', 0), one(e, 'duration_ps', 0), plane.stats(e))
                         for lname, ts, events in plane.lines() if lname.startswith('Stream #') for e in events)
        for start, duration, st in kernels:
            if 'hlo_module' not in st:
                continue
            name = '%s(%s)' % (st['hlo_module'], st.get('program_id'))
            if executions and executions[-1][0] == name:
                executions[-1][2] = max(executions[-1][2], start + duration)
            else:
                executions.append([name, start, start + duration])
        for lname, ts, events in plane.lines():
            for e in events:
                start = ts * 1000 + one(e, 'offset_ps', 0)
                end = start + one(e, 'duration_ps', 0)
                st = plane.stats(e)
                if lname == 'Steps':
                    markers.append((st.get('group_id'), start, end))
                elif lname.startswith('Stream #'):
                    kind = gpu_type(plane.event_name(e), st.get('shape', ''))
                    table = hlo_types.get((st.get('hlo_module'), st.get('program_id')), {})
                    if kind.startswith('DeviceCompute') and st.get('hlo_op') in table:
                        kind = 'DeviceCompute16' if table[st['hlo_op']] in ('BF16', 'F16') else 'DeviceCompute32'
                    device.append((start, end, kind, st.get('group_id', -1)))
    hostev = []
    for _, ts, events in host.lines():
        for e in events:
            st = host.stats(e)
            name = host.event_name(e)
            if name in ('EagerExecute', 'EagerLocalExecute', 'EagerKernelExecute', 'FunctionRun') or '_r' in st or 'step_num' in st:
                continue
            start = ts * 1000 + one(e, 'offset_ps', 0)
            hostev.append((start, start + one(e, 'duration_ps', 0), host_type(name, st), st.get('group_id', -1)))
    print('markers', [(g, (e - s) / 1e9) for g, s, e in markers])
    if markers:
        group = markers[0][0]
        g, s, e = max(markers, key=lambda m: m[2] - m[1])
        events = [(a, b, t) for a, b, t, gid in device + hostev if gid == group]
        times = non_overlapped(events, s, e)
        for name, p in PRIORITY.items():
            if times.get(p):
                print('  step', g, name, '%.12g ms' % (times[p] / 1e9))
        print('  step', g, 'Unknown', '%.12g ms' % (times.get(0, 0) / 1e9), 'duration %.12g ms' % ((e - s) / 1e9))
    if executions:
        durations = [(e - s) / 1e9 for _, s, e in executions]
        print('module_executions', len(durations), 'mean_ms %.12g' % (sum(durations) / len(durations)))
    # precision over every device event of each plane, overlaps removed
    if device:
        times = non_overlapped([(a, b, t) for a, b, t, _ in device], min(d[0] for d in device), max(d[1] for d in device))
        c16, c32 = times.get(150, 0), times.get(140, 0)
        print('sixteen_bit_percent %.12g' % (100 * c16 / (c16 + c32)))


if __name__ == '__main__':
    space = parse(sys.argv[1])
    names = [one(p, 'name', b'').decode() for p in space['planes']]
    print('hostnames', space.get('hostnames'))
    if any(re.fullmatch(r'/device:TPU:\d+', n) for n in names) and not any(n.startswith('/device:GPU:') for n in names):
        tpu(space)
    else:
        gpu(space)
    host_framework_ops(space)
