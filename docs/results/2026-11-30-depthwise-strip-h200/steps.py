"""Writes each depthwise_direct launch's `thread_steps` into plan.json files
in place, as this commit's netc computes them (KernelCatalog.cpp,
depthwiseThreadSteps: the in-bounds filter rows averaged over the output
rows, times the in-bounds input columns averaged over the strips), for the
call-3 bench plans, lowered before netc counted only in-bounds steps and
before the catalog left stride-2 3x3 layers to the grouped kernel (so no
netc of now lowers them on the strip). Pads are PyTorch's, (k - 1) / 2;
the stride is the one the extents give. On the 82 strip launches a netc of
now lowers from the same bench it agrees with netc (session 33).
usage: steps.py PLAN.json..."""
import json, math, sys


def strip_columns(q):
    return q if q < 4 else min(range(8, 3, -1), key=lambda t: (math.ceil(q / t) * t - q, -t))


def steps(x, y, k, s, pad):
    h, w, p, q = x[1], x[2], y[1], y[2]
    qt = strip_columns(q)
    span = (qt - 1) * s + k
    rows = sum(1 for o in range(p) for r in range(k) if 0 <= o * s - pad + r < h) / p
    strips = math.ceil(q / qt)
    columns = sum(1 for t in range(strips) for j in range(span) if 0 <= t * qt * s - pad + j < w)
    return max(1, round(rows * columns / strips))


for path in sys.argv[1:]:
    plan = json.load(open(path))
    for launch in plan["launches"]:
        if launch["variant"] != "depthwise_direct":
            continue
        x = launch["args"][0]["tensor"]["shape"]
        y = [a for a in launch["args"] if a["role"] == "y"][0]["tensor"]["shape"]
        k = int(round(launch["reduction"] ** 0.5))
        pad = (k - 1) // 2
        s = [t for t in (1, 2, 3, 4) if y[1] == (x[1] + 2 * pad - k) // t + 1
             and y[2] == (x[2] + 2 * pad - k) // t + 1][0]
        launch["thread_steps"] = steps(x, y, k, s, pad)
    json.dump(plan, open(path, "w"), indent=1)
