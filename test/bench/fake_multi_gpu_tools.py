#!/usr/bin/env python3
"""Stand-ins for nvidia-smi, netc, netc-runtime and torchrun on a machine of
FAKE_GPUS GPUs, chosen by the name this file is called under, so that
test/bench/multi-gpu-driver.sh runs bench/multi-gpu.sh end to end without a
GPU. Each writes the smallest document of the real tool's format that
bench/multi_gpu_report.py reads; every time is a fixed function of the net,
batch and GPU count so that the test can check the report's arithmetic:
measured compute = batch ms, iteration = compute + 0.1 x (GPUs - 1),
predicted compute = 1.1 x batch ms (10% over), predicted exposed 0.1 ms."""
import json
import os
import re
import sys
import time

tool = os.path.basename(sys.argv[0])
args = sys.argv[1:]
gpus = int(os.environ.get("FAKE_GPUS", "4"))
log = os.environ.get("FAKE_LOG")
if log:
    with open(log, "a") as file:
        file.write(tool + " " + " ".join(args) + "\n")


def option(name):
    return args[args.index(name) + 1] if name in args else None


def write(path, document):
    with open(path, "w") as file:
        json.dump(document, file)


def net_batch(path):
    match = re.match(r"(\w+)-b(\d+)\.json$", os.path.basename(path))
    return match.group(1), int(match.group(2))


def timing(ms):
    return {"median_ms": ms, "min_ms": ms, "max_ms": ms, "mean_ms": ms}


if tool == "nvidia-smi":
    if "-L" in args:
        for i in range(gpus):
            print(f"GPU {i}: NVIDIA H200 (UUID: GPU-fake-{i})")
    elif "topo" in args:
        print("GPU0\tX")
    elif "--format=csv,noheader" in args:
        for i in range(gpus):
            print("NVIDIA H200")
    else:
        print("index, name, driver_version, memory.total [MiB]")
        for i in range(gpus):
            print(f"{i}, NVIDIA H200, 1.0, 143771 MiB")
elif tool == "netc" and args[0] == "--version":
    print("netc fake")
elif tool == "netc" and args[0] == "calibrate":
    profile = {"interconnect": {"link": "nvlink", "measured": {
        "calibrated_on": "fake", "all_reduce": [
            {"gpus": n, "latency_us": 20.0, "bus_bandwidth_gbs": 300.0}
            for n in (2, 4, 8) if n <= gpus]}}}
    write(option("-o"), profile)
    print("all_reduce fitted")
elif tool == "netc" and args[0] == "profile":
    net = os.path.basename(args[1])[:-len(".json")]
    write(option("--emit-plan"), {"format": "netc-plan", "network": net,
                                  "batch": int(option("--batch"))})
elif tool == "netc" and args[0] == "predict":
    batch = int(option("--batch"))
    write(option("-o"), {"profile": option("--device-profile"), "scaling": [{"rows": [
        {"workers": int(n), "compute_ms": 1.1 * batch, "exposed_ms": 0.1 if int(n) > 1 else 0,
         "iteration_ms": 1.1 * batch + (0.1 if int(n) > 1 else 0)}
        for n in option("--workers").split(",")]}]})
elif tool == "netc-runtime" and args[0] == "collectives":
    write(option("-o"), {"gpu": "NVIDIA H200", "gpus_on_machine": gpus, "date": "2026-11-28",
                         "nccl_version": "2.28.9", "nvls": "NCCL_NVLS_ENABLE=0",
                         "timing": "CUDA graphs: fake",
                         "measurements": [{"collective": "all_reduce", "gpus": n, "bytes": 1024,
                                           "bus_bandwidth_gbs": 1.0 * n}
                                          for n in (2, 4, 8) if n <= gpus]})
elif tool == "netc-runtime" and args[0] == "train-dp":
    time.sleep(float(os.environ.get("FAKE_TRAIN_DP_S", "0")))
    net, batch = net_batch(args[1])
    prediction = json.load(open(option("--prediction")))
    predicted = {row["workers"]: row for row in prediction["scaling"][0]["rows"]}
    runs = []
    for n in map(int, option("--gpus").split(",")):
        iteration = batch + 0.1 * (n - 1)
        runs.append({"gpus": n, "batch_per_gpu": batch, "timing": "graph",
                     "engine_search": option("--engine-search"),
                     "compute": timing(batch), "iteration": timing(iteration),
                     "exposed_ms": iteration - batch,
                     "prediction": {**predicted[n], "interconnect_source":
                                    "measured" if n > 1 else "none"}})
    write(option("-o"), {"runs": runs})
elif tool == "torchrun":
    n = int(next(a for a in args if a.startswith("--nproc_per_node=")).split("=")[1])
    pattern = option("-o")
    for plan in [a for a in args if a.endswith(".json") and "/plans/" in a]:
        net, batch = net_batch(plan)
        write(pattern.format(net=net, batch=batch, gpus=n),
              {"net": net, "gpus": n, "iteration": timing(batch + 0.5), "exposed_ms": 0.5})
else:
    sys.exit(f"fake_multi_gpu_tools.py: no stand-in for {tool} {' '.join(args)}")
