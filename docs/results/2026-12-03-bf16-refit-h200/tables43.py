#!/usr/bin/env python3
"""Session 43's tables on this page (sections 8-10), from the committed
archives of calls 3 and 5 (no GPU): python3 tables43.py [call3|clocks|nets]

  call3   each refit's changed kernel choices against the old ones, per net
          (old a, fit a, fit b, old b: each launch's mean of its two runs),
          and each plan's prediction error (the plan's own predicted_ms)
  clocks  call 5: each launch of vgg16 and resnet50 (bf16, shipped plans, 40
          replays) with the SM clock, power and clock-event reasons that
          nvidia-smi sampled while it ran
  nets    call 5: every net of nets/ in fp32, tf32 and bf16 on the shipped
          profiles, the median |error| of netc's prediction per launch and
          the error of the launches' sum
  clocks6 call 6: five nets in bf16, tf32 and fp32 (shipped plans, 10
          replays, as every run measures): each run's SM clock under its
          launches, and its convolutions' error as priced and with each
          price scaled by 1,980 MHz over the clock sampled under the launch
"""
import csv
import datetime
import io
import json
import os
import re
import statistics as st
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))


def members(archive):
    """{name: bytes} of the archive's files."""
    with tarfile.open(os.path.join(HERE, archive)) as t:
        return {m.name: t.extractfile(m).read() for m in t.getmembers() if m.isfile()}


def launches(files, name):
    return json.loads(files[name])["launches"]


def mean_ms(*runs):
    return sum(r["ours"]["median_ms"] for r in runs) / len(runs)


def pct(x):
    return f"{100 * x:+.1f}%"


def median_abs(errors):
    return 100 * st.median(abs(e) for e in errors)


def call3():
    files = members("call3/nets.tgz")
    nets = "resnet50 googlenet inception_v3 vgg16 nin vgg_a overfeat fashion_cnn".split()
    for fit in ("deep", "persistent"):
        print(f"== {fit}: changed launches, old -> new (ms, each launch's mean of two runs)")
        print("| net | changed | their sum | x | slowest | fastest | all launches' sum | x |")
        print("|---|---|---|---|---|---|---|---|")
        ratios, old_sum, new_sum = [], 0.0, 0.0
        for n in nets:
            oa, ob = (launches(files, f"runs/old-{n}-{t}.json") for t in "ab")
            na, nb = (launches(files, f"runs/{fit}-{n}-{t}.json") for t in "ab")
            changed = [i for i in range(len(oa)) if (oa[i]["variant"], oa[i]["tile"]) != (na[i]["variant"], na[i]["tile"])]
            r = [mean_ms(na[i], nb[i]) / mean_ms(oa[i], ob[i]) for i in changed]
            co = sum(mean_ms(oa[i], ob[i]) for i in changed)
            cn = sum(mean_ms(na[i], nb[i]) for i in changed)
            to = sum(mean_ms(x, y) for x, y in zip(oa, ob))
            tn = sum(mean_ms(x, y) for x, y in zip(na, nb))
            ratios += r
            old_sum += co
            new_sum += cn
            print(f"| {n} | {len(changed)} | {co:.3f} -> {cn:.3f} | {cn / co:.3f} | {max(r):.3f} | {min(r):.3f} "
                  f"| {to:.3f} -> {tn:.3f} | {tn / to:.4f} |")
        print(f"all {len(ratios)} changed launches: {old_sum:.3f} -> {new_sum:.3f} ms ({new_sum / old_sum:.3f}), "
              f"geometric mean {st.geometric_mean(ratios):.3f}, {sum(x > 1.05 for x in ratios)} over 5% slower, "
              f"{sum(x < 0.95 for x in ratios)} over 5% faster")
    print("\n== prediction error of each plan's own launches: median |error| (convolutions), their sum")
    for which in ("old", "deep", "persistent"):
        row, every = [], []
        for n in nets:
            a, b = (launches(files, f"runs/{which}-{n}-{t}.json") for t in "ab")
            conv = [(x["predicted_ms"], mean_ms(x, y)) for x, y in zip(a, b) if x["op"] == "conv2d"]
            e = [p / m - 1 for p, m in conv]
            every += e
            row.append(f"{n} {median_abs(e):.1f}% ({pct(sum(p for p, _ in conv) / sum(m for _, m in conv) - 1)})")
        a = sorted(abs(x) for x in every)
        print(f"{which}: all {len(every)} {median_abs(every):.2f}% p90 {100 * a[int(0.9 * len(a))]:.1f}% | " + ", ".join(row))


def sampled(files):
    """nvidia-smi's samples: (host time, SM MHz, W, clock-event reasons)."""
    samples = []
    for r in csv.reader(io.StringIO(files["clocks/clocks.csv"].decode())):
        t = datetime.datetime.strptime(r[0].strip(), "%Y/%m/%d %H:%M:%S.%f").replace(tzinfo=datetime.timezone.utc)
        samples.append((t.timestamp(), float(r[1].split()[0]), float(r[3].split()[0]), r[5].strip()))
    return samples


def under_launches(files, samples, run, stamps):
    """(launch, its samples) for each launch of a run: the samples between
    the progress line before the launch's and its own."""
    runs = launches(files, run)
    prev = None
    for line in files[stamps].decode().splitlines():
        stamp, text = line.split(" ", 1)
        m = re.search(r"\[(\d+)/\d+\] (\S+) ", text)
        if m and prev:
            w = [s for s in samples if prev < s[0] <= float(stamp)]
            if w:
                yield runs[int(m.group(1)) - 1], w
        prev = float(stamp)


def clocks():
    files = members("call5/clocks.tgz")
    samples = sampled(files)
    for net in ("vgg16", "resnet50"):
        print(f"== {net}: launch, measured us, netc's price, SM clock MHz (mean, min), power W, reasons")
        for L, w in under_launches(files, samples, f"clocks/run-{net}.json", f"clocks/stamps-{net}.txt"):
            print(f"| {L['kernel']} | {1e3 * L['ours']['median_ms']:.1f} | {1e3 * L['predicted_ms']:.1f} "
                  f"({pct(L['predicted_ms'] / L['ours']['median_ms'] - 1)}) | {st.mean(s[1] for s in w):.0f} "
                  f"({min(s[1] for s in w):.0f}) | {st.mean(s[2] for s in w):.0f} | "
                  f"{' '.join(sorted(set(s[3][-2:] for s in w)))} |")


def clocks6():
    files = members("call6/clocks.tgz")
    samples = sampled(files)
    print("| precision | net | SM clock MHz, launches' median (lowest) | launches at the power cap | "
          "convolutions: median |error|, sum | priced at the sampled clock |")
    print("|---|---|---|---|---|---|")
    for p in ("bf16", "tf32", "fp32"):
        for net in ("vgg16", "vgg_a", "overfeat", "alexnet", "googlenet"):
            rows = list(under_launches(files, samples, f"clocks/run-{p}-{net}.json", f"clocks/stamps-{p}-{net}.txt"))
            clock = {id(L): st.mean(s[1] for s in w) for L, w in rows}
            capped = sum(any(s[3].endswith("04") for s in w) for _, w in rows)
            conv = [L for L, _ in rows if L["op"] == "conv2d"]
            e = [L["predicted_ms"] / L["ours"]["median_ms"] - 1 for L in conv]
            scaled = [L["predicted_ms"] * 1980 / clock[id(L)] for L in conv]
            es = [x / L["ours"]["median_ms"] - 1 for x, L in zip(scaled, conv)]
            measured = sum(L["ours"]["median_ms"] for L in conv)
            print(f"| {p} | {net} | {st.median(clock.values()):.0f} ({min(clock.values()):.0f}) | {capped} of {len(rows)} "
                  f"| {median_abs(e):.1f}%, {pct(sum(L['predicted_ms'] for L in conv) / measured - 1)} "
                  f"| {median_abs(es):.1f}%, {pct(sum(scaled) / measured - 1)} |")


def nets():
    files = members("call5/nets.tgz")
    names = "alexnet conv_L1 conv_L2 conv_L3 conv_L4 conv_L5 ece408 fashion_cnn googlenet inception_v3 nin overfeat resnet50 vgg16 vgg_a".split()
    print("| net | fp32 | tf32 | bf16 |  (median |error| per launch, the launches' sum, launches)")
    print("|---|---|---|---|")
    every = {}
    for n in names:
        cells = []
        for p in ("fp32", "tf32", "bf16"):
            L = launches(files, f"runs/{p}-{n}.json")
            e = [x["predicted_ms"] / x["ours"]["median_ms"] - 1 for x in L]
            every.setdefault(p, []).extend(e)
            s = sum(x["predicted_ms"] for x in L) / sum(x["ours"]["median_ms"] for x in L) - 1
            cells.append(f"{median_abs(e):.1f}% ({pct(s)}, {len(e)})")
        print(f"| {n} | " + " | ".join(cells) + " |")
    for p, e in every.items():
        a = sorted(abs(x) for x in e)
        print(f"{p}: {len(e)} launches, median {median_abs(e):.1f}%, p90 {100 * a[int(0.9 * len(a))]:.1f}%, "
              f"nets within 5% median: {sum(1 for n in names if median_abs([x['predicted_ms'] / x['ours']['median_ms'] - 1 for x in launches(files, f'runs/{p}-{n}.json')]) <= 5)} of {len(names)}")


if __name__ == "__main__":
    for what in sys.argv[1:] or ["call3", "clocks", "nets", "clocks6"]:
        {"call3": call3, "clocks": clocks, "nets": nets, "clocks6": clocks6}[what]()
        print()
