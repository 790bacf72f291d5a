#!/usr/bin/env python3
"""Our kernels against the framework, per convolution launch.

    python3 bench/kernels_vs_framework.py RUN_DIR PYTORCH_DIR [--nets vgg16,alexnet,...]

RUN_DIR holds `netc-runtime run --format json` results named NET-sm_90-PRECISION.json
(bench/gpu-kernels.sh); PYTORCH_DIR the forward times of the same plans from
bench/pytorch_column.py, named NET-PRECISION-pytorch.json. A launch that computes
several layers (a convolution with a folded batch norm) is compared with the sum of
the framework's times for those layers. Prints the geometric mean of framework/ours
and of cuDNN-legacy/ours over the convolution launches, per precision.
"""
import argparse
import json
import os

from kernel_results import geomean, is_convolution, launch_layers, layer_ops





def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("runs")
    parser.add_argument("pytorch")
    parser.add_argument("--nets", default="vgg16,alexnet,googlenet,resnet50")
    args = parser.parse_args()
    ops = layer_ops(args.runs)
    print("| precision | net | conv launches | framework/ours | cuDNN legacy/ours |")
    print("|---|---|---:|---:|---:|")
    for precision in ("fp32", "tf32", "bf16", "fp16"):
        everything_fw, everything_cudnn = [], []
        for net in args.nets.split(","):
            run_path = os.path.join(args.runs, f"{net}-sm_90-{precision}.json")
            fw_path = os.path.join(args.pytorch, f"{net}-{precision}-pytorch.json")
            if not (os.path.exists(run_path) and os.path.exists(fw_path)):
                continue
            run = json.load(open(run_path))
            framework = json.load(open(fw_path))
            fw_ratios, cudnn_ratios = [], []
            for launch in run["launches"]:
                if not is_convolution(launch, net, ops) or not launch.get("ours"):
                    continue
                ours = launch["ours"]["median_ms"]
                layers = launch_layers(launch)
                times = [framework.get(layer, {}).get("forward_ms") for layer in layers]
                if all(t is not None for t in times):
                    fw_ratios.append(sum(times) / ours)
                if launch.get("speedup"):
                    cudnn_ratios.append(launch["speedup"])
            everything_fw += fw_ratios
            everything_cudnn += cudnn_ratios
            print(f"| {precision} | {net} | {len(fw_ratios)} | {geomean(fw_ratios) or float('nan'):.3f} | "
                  f"{geomean(cudnn_ratios) or float('nan'):.3f} |")
        if not everything_fw and not everything_cudnn:
            continue  # this precision was not run
        print(f"| {precision} | **all** | {len(everything_fw)} | **{geomean(everything_fw) or float('nan'):.3f}** | "
              f"**{geomean(everything_cudnn) or float('nan'):.3f}** |")


if __name__ == "__main__":
    main()
