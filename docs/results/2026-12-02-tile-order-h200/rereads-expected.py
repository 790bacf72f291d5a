#!/usr/bin/env python3
"""Session 39: what the tile order should save, before measuring it. For
each tiled convolution launch of the plans given, the DRAM bytes the old
order (the rows of one column of tiles, then the next column) re-read:
every column of tiles after the first reads all of x again, and the L2
keeps about L bytes of it between columns, so (columns - 1) * x * max(0,
1 - L / x) with L = 25 MB (docs/results/2026-12-02-dram-relief-h200.md: 20
to 30 MB fitted the re-read bench and Nsight Compute's counts) at the
device's bandwidth (H200: 4.8 TB/s x the profile's fraction). Prints the
launches whose expected saving is over 1 us, with their predicted time.
usage: rereads-expected.py PLAN_DIR... [--l2-mb 25] [--bandwidth-gbs 4800]"""
import argparse, json, os

GEMM = ("implicit_gemm_simt", "implicit_gemm_mma", "implicit_gemm_wgmma",
        "implicit_gemm_wgmma_tma", "implicit_gemm_wgmma_tma_persistent")
BYTES = {"fp32": 4, "tf32": 4, "bf16": 2, "fp16": 2}


def expected(plan, l2_bytes, bandwidth_gbs):
    element = BYTES[plan["precision"]]
    for launch in plan["launches"]:
        if launch.get("variant") not in GEMM or launch.get("op") != "conv2d":
            continue
        x = next(a for a in launch["args"] if a["role"] == "x")["tensor"]
        n, h, w, _ = x["shape"]
        x_bytes = n * h * w * x["pitch"] * element
        y = next(a for a in launch["args"] if a["role"] == "y")["tensor"]
        k = y["shape"][3]
        columns = -(-k // launch["tile"][1])
        filt = launch.get("reduction", 0) * k * element
        if columns < 2 or x_bytes < filt:  # one column, or the order keeps x's rows first
            continue
        extra = (columns - 1) * x_bytes * max(0.0, 1 - l2_bytes / x_bytes)
        yield launch, x_bytes, columns, extra, extra / bandwidth_gbs / 1e3  # us


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("plans", nargs="+")
    parser.add_argument("--l2-mb", type=float, default=25)
    parser.add_argument("--bandwidth-gbs", type=float, default=4800 * 0.9)
    args = parser.parse_args()
    for directory in args.plans:
        plan = json.load(open(os.path.join(directory, "plan.json")))
        rows = [r for r in expected(plan, args.l2_mb * 2**20, args.bandwidth_gbs) if r[4] > 1]
        total = sum(r[4] for r in rows)
        print(f"{os.path.basename(directory.rstrip('/'))}: {len(rows)} launches, "
              f"{total:.1f} us expected saved")
        for launch, x_bytes, columns, extra, us in rows:
            print(f"  {launch['kernel']:<32} {launch['variant']:<34} {'x'.join(map(str, launch['tile']))}"
                  f"  x {x_bytes / 2**20:6.1f} MB  {columns} columns  {extra / 2**20:6.1f} MB  "
                  f"{us:5.1f} us of {1e3 * launch['predicted_ms']:7.1f} us")


if __name__ == "__main__":
    main()
