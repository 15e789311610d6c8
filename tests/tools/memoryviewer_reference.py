#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A second, independent reading of spec memory-viewer.md §2 used to check the
numbers tst_memoryviewer_profiles asserts on real profiles.

It decodes the XSpace with `protoc --decode` and the repository's .proto files
(no Python protobuf package needed), takes every "Hlo Proto" of the
/host:metadata plane, simulates the heap as the spec describes with plain lists
and dicts, and prints one line per module and memory space:

    module(program_id) space peak_bytes peak_unpadded_bytes position total_bytes
        indefinite_bytes max_heap=[logical buffer ids] sizes=[bytes]

Usage: memoryviewer_reference.py PROFILE.xplane.pb [PROTO_DIR]
"""
import re
import subprocess
import sys


def decode(message, data, proto_dir, proto_file):
    return subprocess.run(["protoc", f"--decode={message}", "-I", proto_dir, f"{proto_dir}/{proto_file}"],
                          input=data, capture_output=True, check=True).stdout.decode("latin-1")


TOKEN = re.compile(r'\s*(?:([A-Za-z_][\w.]*)|(-?[\d.eE+-]+)|("(?:[^"\\]|\\.)*")|([{}:]))')


def parse_text(text):
    """Protobuf text format -> dict of field name -> list of values (dicts, ints, strings)."""
    position = 0
    stack = [{}]
    pending = None
    while True:
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            break
        position = match.end()
        identifier, number, string, punct = match.groups()
        if punct == "{":
            child = {}
            stack[-1].setdefault(pending, []).append(child)
            stack.append(child)
            pending = None
        elif punct == "}":
            stack.pop()
        elif punct == ":":
            continue
        elif pending is None:
            pending = identifier
        else:
            value = identifier if identifier is not None else (unescape(string[1:-1]) if string is not None else float(number) if "." in number else int(number))
            stack[-1].setdefault(pending, []).append(value)
            pending = None
    return stack[0]


def unescape(text):
    out = bytearray()
    i = 0
    raw = text.encode("latin-1")
    simple = {ord("n"): 10, ord("r"): 13, ord("t"): 9, ord('"'): 34, ord("'"): 39, ord("\\"): 92}
    while i < len(raw):
        c = raw[i]
        if c != 92:
            out.append(c)
            i += 1
            continue
        n = raw[i + 1]
        if n in simple:
            out.append(simple[n])
            i += 2
        elif 48 <= n <= 55:
            j = i + 1
            while j < len(raw) and j < i + 4 and 48 <= raw[j] <= 55:
                j += 1
            out.append(int(raw[i + 1:j], 8))
            i = j
        elif n == ord("x"):
            j = i + 2
            while j < len(raw) and j < i + 4 and chr(raw[j]) in "0123456789abcdefABCDEF":
                j += 1
            out.append(int(raw[i + 2:j], 16))
            i = j
        else:
            raise ValueError("unknown escape")
    return bytes(out)


def one(message, field, default=0):
    values = message.get(field)
    return values[0] if values else default


WIDTH = {"PRED": 1, "S8": 1, "U8": 1, "S16": 2, "U16": 2, "F16": 2, "BF16": 2, "S32": 4, "U32": 4, "F32": 4,
         "S64": 8, "U64": 8, "F64": 8, "C64": 8, "C128": 16}


def unpadded(shape):
    kind = one(shape, "element_type", "PRIMITIVE_TYPE_INVALID")
    if kind == "TUPLE":
        return 8 * len(shape.get("tuple_shapes", []))
    if kind == "TOKEN":
        return 0
    elements = 1
    for d in shape.get("dimensions", []):
        elements *= d
    bits = one(one(shape, "layout", {}), "element_size_in_bits")
    if bits:
        return -(-elements * bits // 8)
    return elements * WIDTH.get(kind, 1)


def analyse(hlo, color):
    module = one(hlo, "hlo_module", {})
    assignment = one(hlo, "buffer_assignment", {})
    instructions = {one(i, "id"): i for c in module.get("computations", []) for i in c.get("instructions", [])}
    logical = {one(b, "id"): b for b in assignment.get("logical_buffers", [])}
    allocations = sorted(assignment.get("buffer_allocations", []), key=lambda a: one(a, "index"))
    flag = lambda a, f: one(a, f, "false") == "true"
    indefinite = lambda a: any(flag(a, f) for f in ("is_thread_local", "is_entry_computation_parameter", "is_constant", "maybe_live_out"))
    owner, unpadded_of = {}, {}
    for a in allocations:
        for assigned in a.get("assigned", []):
            b = logical[one(assigned, "logical_buffer_id")]
            defined = one(b, "defined_at", {})
            shape = one(instructions[one(defined, "instruction_id")], "shape", {})
            index = defined.get("shape_index", [])
            if index and index[-1] < len(shape.get("tuple_shapes", [])):
                shape = shape["tuple_shapes"][index[-1]]
            owner[one(b, "id")] = a
            unpadded_of[one(b, "id")] = unpadded(shape)
    traces = assignment.get("heap_simulator_traces", [])
    trace_of = {}
    for i, trace in enumerate(traces):
        events = trace.get("events", [])
        if events and one(events[0], "buffer_id") in owner:
            trace_of[one(owner[one(events[0], "buffer_id")], "index")] = i
    mine = [a for a in allocations if one(a, "color") == color]
    chosen = next((trace_of[one(a, "index")] for a in mine if not indefinite(a) and one(a, "index") in trace_of), -1)
    if chosen < 0:
        counts = [sum(1 for e in t.get("events", []) if one(e, "buffer_id") in owner and one(logical[one(e, "buffer_id")], "color") == color) for t in traces]
        if counts and max(counts) > 0:
            chosen = counts.index(max(counts))
    heap = unpadded_heap = peak = peak_unpadded = position = 0
    live, peak_live, display, peak_display, ref, canonical = [], [], {}, {}, {}, {}

    def root(b):
        while b in canonical:
            b = canonical[b]
        return b

    def increase(b, i):
        nonlocal heap, unpadded_heap, peak, peak_unpadded, position, peak_live, peak_display
        live.append(b)
        heap += one(logical[b], "size")
        unpadded_heap += unpadded_of[b]
        if heap > peak:
            peak, peak_unpadded, position, peak_live, peak_display = heap, unpadded_heap, i, list(live), dict(display)

    for i, e in enumerate(traces[chosen].get("events", []) if chosen >= 0 else []):
        b = one(e, "buffer_id")
        if b not in owner:
            continue
        kind = one(e, "kind", "ALLOC")
        if kind == "ALLOC":
            ref[root(b)] = ref.get(root(b), 0) + 1
            increase(b, i)
        elif kind == "FREE":
            r = root(b)
            ref[r] -= 1
            if ref[r] == 0:
                while r in live:
                    live.remove(r)
                heap -= one(logical[r], "size")
                unpadded_heap -= unpadded_of[r]
        else:
            c = one(e, "share_with_canonical_id")
            canonical[b] = c
            r = root(c)
            ref[r] = ref.get(r, 0) + 1
            if ref[r] == 1:
                display[r] = b
                increase(r, i)
    shown, indefinite_bytes = [], 0
    for a in mine:
        if not indefinite(a):
            continue
        best, best_size = None, 0
        for assigned in a.get("assigned", []):
            b = one(assigned, "logical_buffer_id")
            if one(logical[b], "size") > best_size:
                best, best_size = b, one(logical[b], "size")
        if best is not None:
            indefinite_bytes += one(owner[best], "size")
            if color == 0:
                shown.append(best)
    shown += [peak_display.get(b, b) for b in peak_live]
    total = sum(one(a, "size") for a in mine)
    indefinite_total = sum(one(a, "size") for a in mine if indefinite(a))
    return peak + indefinite_bytes, peak_unpadded + indefinite_bytes, position, total, indefinite_total, shown, [one(logical[b], "size") for b in shown]


def main():
    path = sys.argv[1]
    proto_dir = sys.argv[2] if len(sys.argv) > 2 else "proto"
    space = parse_text(decode("tensorflow.profiler.XSpace", open(path, "rb").read(), proto_dir, "xplane.proto"))
    for plane in space.get("planes", []):
        if one(plane, "name", "") != b"/host:metadata":
            continue
        hlo_stat = next(one(e, "key") for e in plane.get("stat_metadata", []) if one(one(e, "value", {}), "name", "") == b"Hlo Proto")
        for entry in plane.get("event_metadata", []):
            metadata = one(entry, "value", {})
            for stat in metadata.get("stats", []):
                if one(stat, "metadata_id") != hlo_stat or "bytes_value" not in stat:
                    continue
                hlo = parse_text(decode("xla.HloProto", one(stat, "bytes_value"), proto_dir, "hlo.proto"))
                colors = sorted({one(a, "color") for a in one(hlo, "buffer_assignment", {}).get("buffer_allocations", [])})
                for color in colors:
                    peak, peak_unpadded, position, total, indefinite_total, shown, sizes = analyse(hlo, color)
                    print(one(metadata, "name").decode(), color, peak, peak_unpadded, position, total, indefinite_total,
                          f"max_heap={shown}", f"sizes={sizes}")


if __name__ == "__main__":
    main()
