#!/usr/bin/env python3
"""Prints a safetensors file for FileCheck: its metadata, then one line per
tensor in file order, "name dtype [shape] values" (values rounded to 4
places). Standard library only."""

import json
import struct
import sys


def main(path):
    with open(path, "rb") as f:
        data = f.read()
    (length,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + length])
    body = data[8 + length:]
    print("metadata", json.dumps(header.pop("__metadata__", {}), sort_keys=True))
    for name, entry in sorted(header.items(), key=lambda item: item[1]["data_offsets"][0]):
        begin, end = entry["data_offsets"]
        values = struct.unpack("<%df" % ((end - begin) // 4), body[begin:end])
        print(name, entry["dtype"], entry["shape"], " ".join(f"{v:g}" for v in values))
    print("data bytes", len(body))


if __name__ == "__main__":
    main(sys.argv[1])
