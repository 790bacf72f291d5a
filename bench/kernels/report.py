#!/usr/bin/env python3
"""report.py LOG [--title T] - a markdown report of a bench/kernels runner log:
per net and precision the geometric mean of cuDNN time / netc time over the
layers (heuristic pick and best candidate), then one row per layer."""
import math
import sys
from collections import OrderedDict, defaultdict

def main():
    path = sys.argv[1]
    title = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--title" else path
    # The op of every layer (conv2d or inner_product) from the bench's table.
    ops = {}
    table = __file__.rsplit("/", 1)[0] + "/layers.tsv"
    for line in open(table):
        if not line.startswith("#"):
            f = line.split("\t")
            ops[(f[0], f[1])] = f[2]
    rows = []
    header = ""
    misc = []
    for line in open(path):
        if line.startswith("runner:"):
            header = line.strip()
        parts = line.split()
        if line.startswith("netc_misc"):
            misc.append(parts)
        if len(parts) >= 11 and parts[2] in ("fp32", "bf16", "fp16", "tf32"):
            try:
                ours, cudnn = float(parts[5]), float(parts[6])
            except ValueError:
                continue
            rows.append(dict(net=parts[0], layer=parts[1], prec=parts[2], variant=parts[3],
                             tile=parts[4], ours=ours, cudnn=cudnn, err=float(parts[8]),
                             nonfin=int(parts[9]), algo=parts[10], pick=parts[-1] == "*"))
    layers = OrderedDict()
    for r in rows:
        layers.setdefault((r["net"], r["prec"], r["layer"]), []).append(r)
    print(f"# {title}\n\n{header}\n")
    print("Geometric mean over the layers of cuDNN time / netc time (the nets' conv2d layers, as the"
          " net files have them: VGG16's fc6-fc8 are convolutions there; inner products are in the"
          " per-layer table only).\n")
    print("| net | precision | conv layers | heuristic pick | best candidate | worst rel. L2 | non-finite |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    agg = defaultdict(lambda: [0.0, 0.0, 0, 0.0, 0])
    for (net, prec, layer), rs in layers.items():
        if ops.get((net, layer)) != "conv2d":
            continue
        best = max(r["cudnn"] / r["ours"] for r in rs)
        pick = [r["cudnn"] / r["ours"] for r in rs if r["pick"]]
        a = agg[(net, prec)]
        a[0] += math.log(pick[0] if pick else best)
        a[1] += math.log(best)
        a[2] += 1
        a[3] = max(a[3], max(r["err"] for r in rs))
        a[4] += sum(r["nonfin"] for r in rs)
    for (net, prec), a in sorted(agg.items()):
        print(f"| {net} | {prec} | {a[2]} | {math.exp(a[0]/a[2]):.3f} | {math.exp(a[1]/a[2]):.3f} |"
              f" {a[3]:.2e} | {a[4]} |")
    for prec in sorted({p for _, p in agg}):
        items = [a for (n, p), a in agg.items() if p == prec and n != "ece408"]
        if items:
            n = sum(a[2] for a in items)
            print(f"| **4 nets** | {prec} | {n} | {math.exp(sum(a[0] for a in items)/n):.3f} |"
                  f" {math.exp(sum(a[1] for a in items)/n):.3f} | | |")
    if misc:
        bad = [m for m in misc if m[-1] != "ok"]
        print(f"\nMemory-bound families (pooling, LRN, softmax, elementwise, batch norm; fp32, bf16,"
              f" fp16) against a float64 CPU reference: {len(misc)} kernels, {len(bad)} failed;"
              f" worst rel. L2 per precision: " + ", ".join(
                  f"{p} {max(float(m[3]) for m in misc if m[2] == p):.1e}"
                  for p in sorted({m[2] for m in misc})) + ".")
    print("\n| net | layer | prec | cuDNN ms (algo) | pick | pick ms | ratio | best | best ms | ratio | rel. L2 |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for (net, prec, layer), rs in layers.items():
        best = max(rs, key=lambda r: r["cudnn"] / r["ours"])
        pick = next((r for r in rs if r["pick"]), best)
        print(f"| {net} | {layer} | {prec} | {best['cudnn']:.4f} ({best['algo']}) |"
              f" {pick['variant']} {pick['tile']} | {pick['ours']:.4f} | {pick['cudnn']/pick['ours']:.2f} |"
              f" {best['variant']} {best['tile']} | {best['ours']:.4f} | {best['cudnn']/best['ours']:.2f} |"
              f" {max(r['err'] for r in rs):.1e} |")

main()
