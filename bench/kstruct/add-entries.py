"""Adds (or replaces) the structure entries of a `netc calibrate
--fit-structure` fragment in a device profile, in place: each entry written
as DeviceProfileWriter writes one, an entry already there replaced where it
stands, a new one at the end of calibrated.generated_kernels.structure,
touching no other line; appends NOTE to its structure_source. The shipped
profiles' fitted entries went in this way (docs/results/2026-11-30-
depthwise-strip-h200.md, 2026-12-01-columns-pools-h200.md).
usage: add-entries.py FRAGMENT PROFILE NOTE"""
import json, re, sys

fragment, profile, note = sys.argv[1:4]
FIELDS = ("iteration_ns", "latency_ns", "latency_pointwise_ns", "block_ns", "block_alone_ns",
          "partial_step_ns", "misaligned_step_ns", "partial_column_step_ns",
          "sub_wave_floor")  # the writer's order
entries = json.load(open(fragment))["structure"]
text = open(profile).read()
start = text.index('"structure": [')
end = text.index("\n      ]", start)  # the array's closing bracket (its indentation)
body = text[start:end]
blocks = re.findall(r"\n        \{\n.*?\n        \}", body, re.S)
key = lambda b: (re.search(r'"kernel": "(.*)"', b).group(1), re.search(r'"precision": "(.*)"', b).group(1))
def block(e):
    lines = ['          "kernel": "%s"' % e["kernel"], '          "precision": "%s"' % e["precision"]]
    lines += ['          "%s": %r' % (f, e[f]) for f in FIELDS if f in e]
    return "\n        {\n" + ",\n".join(lines) + "\n        }"
by_key = {(e["kernel"], e["precision"]): e for e in entries}
there = {key(b) for b in blocks}
kept = [b for b in blocks if key(b) not in by_key]
new = ",".join([block(by_key[key(b)]) if key(b) in by_key else b for b in blocks] +
               [block(e) for e in entries if (e["kernel"], e["precision"]) not in there])
text = text[:start] + '"structure": [' + new + text[end:]
source = re.search(r'\n(\s*)"structure_source": "(.*)",\n', text)
text = text[:source.start(2)] + source.group(2) + json.dumps(note)[1:-1] + text[source.end(2):]
open(profile, "w").write(text)
check = {(e["kernel"], e["precision"]): e
         for e in json.load(open(profile))["calibrated"]["generated_kernels"]["structure"]}
assert all(check[(e["kernel"], e["precision"])] == e for e in entries)
print(f"add-entries.py: {len(entries)} entries into {profile} ({len(kept)} kept)")
