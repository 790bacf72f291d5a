#!/usr/bin/env python3
"""sanitizer_errors.py LOG - the compute-sanitizer errors in LOG that are not
leaks of cuDNN's own allocations; prints their count, and each leak it left
out on stderr.

compute-sanitizer --leak-check full reports every device allocation alive at
exit. cuDNN 9's heuristics create a handle of their own (cudnnCreate under
cudnnBackendGetMetadataFromGraph) and never destroy it: 3 allocations, 25,352
bytes, on every run that builds a graph (H100, cuDNN 9.19, 2026-11-24). A leak
counts as cuDNN's when the first frame after the driver's allocation call is
in a libcudnn library; any other leak, and every other error, counts."""
import re
import sys


def count(text):
    summary = re.search(r"ERROR SUMMARY: (\d+) error", text)
    if not summary:
        return None, []
    total = int(summary.group(1))
    left_out = []
    for block in re.split(r"\n========= \n", text):
        leak = re.search(r"Leaked ([\d,]+) bytes", block)
        if not leak:
            continue
        frames = re.findall(r"Host Frame: .* in (\S+)", block)
        after_driver = [f for f in frames if not f.startswith("libcuda.so")]
        if after_driver and after_driver[0].startswith("libcudnn"):
            left_out.append(f"{leak.group(1)} bytes allocated in {after_driver[0]}")
    return total - len(left_out), left_out


def main():
    with open(sys.argv[1], errors="replace") as log:
        errors, left_out = count(log.read())
    for leak in left_out:
        print(f"sanitizer_errors: left out cuDNN's own leak: {leak}", file=sys.stderr)
    # No summary: the sanitizer did not finish; that is an error too.
    print(1 if errors is None else errors)


if __name__ == "__main__":
    main()
