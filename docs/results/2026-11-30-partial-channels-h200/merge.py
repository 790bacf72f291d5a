"""Writes the channel costs of a `netc calibrate --fit-structure
--channel-costs-only` fragment (partial_step_ns, misaligned_step_ns: after
an entry's last field, block_ns or block_alone_ns) into a device profile's
structure entries, in place, touching no other line (the profile keeps
DeviceProfileWriter's layout and field order), and appends NOTE to its
structure_source. usage: merge.py FRAGMENT PROFILE NOTE"""
import json, re, sys

fragment, profile, note = sys.argv[1:4]
FIELDS = ("partial_step_ns", "misaligned_step_ns")  # the writer's order
fitted = {(e["kernel"], e["precision"]): {f: e[f] for f in FIELDS if f in e}
          for e in json.load(open(fragment))["structure"]}
fitted = {k: v for k, v in fitted.items() if v}
base = {(e["kernel"], e["precision"]): e
        for e in json.load(open(profile))["calibrated"]["generated_kernels"]["structure"]}
out, kernel, precision, merged = [], None, None, 0
for line in open(profile).read().split("\n"):
    m = re.match(r'\s*"(kernel|precision)": "(.*)",$', line)
    if m:
        kernel, precision = (m.group(2), precision) if m.group(1) == "kernel" else (kernel, m.group(2))
    if any(re.match(r'\s*"%s": ' % f, line) for f in FIELDS):
        continue  # written again below
    m = re.match(r'(\s*)"(block_ns|block_alone_ns)": ([^,]*)$', line)  # an entry's last field
    new = fitted.get((kernel, precision), {})
    if m and new:
        fields = [f for f in FIELDS if f in new]
        out.append('%s"%s": %s,' % (m.group(1), m.group(2), m.group(3)))
        for i, f in enumerate(fields):
            out.append('%s"%s": %r%s' % (m.group(1), f, new[f], "," if i + 1 < len(fields) else ""))
        merged += len(fields)
        continue
    out.append(line)
text = "\n".join(out)
source = re.search(r'\n(\s*)"structure_source": "(.*)",\n', text)
text = text[:source.start(2)] + source.group(2) + note + text[source.end(2):]
open(profile, "w").write(text)
check = {(e["kernel"], e["precision"]): e
         for e in json.load(open(profile))["calibrated"]["generated_kernels"]["structure"]}
assert all(check[k].get(f) == v for k, fs in fitted.items() for f, v in fs.items())
assert all({f: check[k][f] for f in base[k] if f not in FIELDS} ==
           {f: v for f, v in base[k].items() if f not in FIELDS} for k in base)
print(f"{profile}: {merged} costs written into {len(fitted)} of {len(base)} entries")
