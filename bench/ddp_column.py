#!/usr/bin/env python3
"""ddp_column.py - the PyTorch DDP column beside `netc-runtime train-dp`.

Run by torchrun, one process per GPU:

    torchrun --standalone --nproc_per_node=4 bench/ddp_column.py \\
        plans/resnet50-b32.json plans/vgg16-b32.json -o 'out/{net}-b{batch}-ddp{gpus}.json'

Each plan (written by `netc profile NET --batch B --emit-plan FILE`) is built
in PyTorch with bench/pytorch_plan.py's plan-to-module code (imported,
not copied), at the plan's batch on every GPU (weak scaling: the batch is per
GPU), wrapped in DistributedDataParallel (NCCL, bucket_cap_mb as given,
default 25) and trained with SGD: forward, backward with the same random
output gradients every step, optimizer step. Two timings, CUDA events
around each step on every rank, the slowest rank per step, the median:

  compute_ms    the steps inside ddp.no_sync() (no all-reduce at all)
  iteration_ms  the steps with DDP's bucketed all-reduces overlapping the
                backward pass

fp32 with TF32 off (pytorch_plan.configure), channels_last activations.
NCCL_NVLS_ENABLE=0 and TORCH_SYMM_MEM_DISABLE_MULTICAST=1 are set before the
process group starts unless the environment sets them (NVLink multicast is
off on the lent machines); the output records both. Rank 0 writes one JSON
per plan.
"""

import argparse
import json
import os
import statistics
import sys
import time
import traceback

# Before torch initialises NCCL.
os.environ.setdefault("NCCL_NVLS_ENABLE", "0")
os.environ.setdefault("TORCH_SYMM_MEM_DISABLE_MULTICAST", "1")

import torch
import torch.distributed as dist

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pytorch_plan  # noqa: E402  (the plan-to-module code)


def timed_steps(step, iterations, warmup, device):
    """Per-step times (ms) of this rank, CUDA events around each step."""
    for i in range(warmup):
        step()
    torch.cuda.synchronize(device)
    dist.barrier()
    pairs = []
    for i in range(iterations):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        step()
        end.record()
        pairs.append((start, end))
    torch.cuda.synchronize(device)
    return [s.elapsed_time(e) for s, e in pairs]


def slowest_rank_median(times, device):
    """Per step the slowest rank's time, then the median over steps."""
    tensor = torch.tensor(times, dtype=torch.float64, device=device)
    dist.all_reduce(tensor, op=dist.ReduceOp.MAX)
    values = tensor.tolist()
    return {"median_ms": statistics.median(values), "min_ms": min(values),
            "max_ms": max(values)}


def nccl_version():
    version = torch.cuda.nccl.version()
    return ".".join(str(v) for v in version) if isinstance(version, tuple) else str(version)


def run_plan(plan, plan_path, args, rank, world, device):
    precision = "fp32"
    pytorch_plan.configure(precision)
    dtype = pytorch_plan.DTYPES[precision]
    layers = {s["name"]: pytorch_plan.Layer(s, dtype, device)
              for s in plan["layers"] if s["op"] != "input"}
    net = pytorch_plan.PlanNetwork(plan, layers)
    data = next(s for s in plan["layers"] if s["op"] == "input")
    torch.manual_seed(1000 + rank)
    x = pytorch_plan.random_tensor(data["output_shape"], dtype, device)
    ddp = torch.nn.parallel.DistributedDataParallel(
        net, device_ids=[device.index], bucket_cap_mb=args.bucket_mb)
    optimizer = torch.optim.SGD(ddp.parameters(), lr=0.01)
    outputs = ddp(x)
    dys = [torch.empty_like(o).uniform_(-1.0, 1.0) for o in outputs]
    del outputs
    optimizer.zero_grad(set_to_none=False)

    def step():
        outputs = ddp(x)
        torch.autograd.backward(outputs, grad_tensors=dys)
        optimizer.step()
        optimizer.zero_grad(set_to_none=False)

    def local_step():
        with ddp.no_sync():
            step()

    gradient_bytes = sum(p.numel() * 4 for p in net.parameters())
    compute = slowest_rank_median(timed_steps(local_step, args.iterations, args.warmup, device),
                                  device)
    iteration = slowest_rank_median(timed_steps(step, args.iterations, args.warmup, device),
                                    device)
    del ddp, optimizer, net, layers
    torch.cuda.empty_cache()
    return {
        "framework": "pytorch-ddp",
        "version": torch.__version__,
        "nccl_version": nccl_version(),
        "plan": plan_path,
        "net": pytorch_plan.net_name(plan, plan_path),
        "batch_per_gpu": plan.get("batch"),
        "gpus": world,
        "device": torch.cuda.get_device_properties(device).name,
        "precision": precision,
        "bucket_cap_mb": args.bucket_mb,
        "gradient_bytes": gradient_bytes,
        "iterations": args.iterations,
        "warmup": args.warmup,
        "compute": compute,
        "iteration": iteration,
        "exposed_ms": iteration["median_ms"] - compute["median_ms"],
        "nccl_nvls_enable": os.environ.get("NCCL_NVLS_ENABLE"),
        "torch_symm_mem_disable_multicast": os.environ.get("TORCH_SYMM_MEM_DISABLE_MULTICAST"),
        "timing": "CUDA events per step on every rank, the slowest rank per step, median; "
                  "compute inside ddp.no_sync()",
    }


def main():
    parser = argparse.ArgumentParser(description="PyTorch DDP beside netc-runtime train-dp "
                                                 "(run by torchrun, one process per GPU)")
    parser.add_argument("plans", nargs="+", help="plan.json files (netc profile --emit-plan)")
    parser.add_argument("-o", "--output", required=True,
                        help="output file template with {net}, {batch} and {gpus}")
    parser.add_argument("--bucket-mb", type=float, default=25.0)
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--deadline-s", type=float, default=0,
                        help="start no plan after this many seconds (0: no limit)")
    args = parser.parse_args()
    for field in ("{net}", "{batch}", "{gpus}"):
        if field not in args.output:
            parser.error(f"-o must name {field}")
    if "LOCAL_RANK" not in os.environ:
        sys.exit("ddp_column.py: run it with torchrun (one process per GPU)")
    local_rank = int(os.environ["LOCAL_RANK"])
    device = torch.device("cuda", local_rank)
    torch.cuda.set_device(device)
    dist.init_process_group("nccl", device_id=device)
    rank, world = dist.get_rank(), dist.get_world_size()
    started = time.time()
    failures = 0
    for plan_path in args.plans:
        with open(plan_path) as file:
            plan = json.load(file)
        name = pytorch_plan.net_name(plan, plan_path)
        output = args.output.replace("{net}", name).replace("{batch}", str(plan.get("batch"))) \
                            .replace("{gpus}", str(world))
        # Every rank decides alike: rank 0's clock is broadcast.
        late = torch.tensor([1 if args.deadline_s and time.time() - started > args.deadline_s
                             else 0], device=device)
        dist.broadcast(late, 0)
        if late.item():
            document = {"framework": "pytorch-ddp", "plan": plan_path, "net": name,
                        "gpus": world, "error": "skipped: past --deadline-s"}
        else:
            try:
                document = run_plan(plan, plan_path, args, rank, world, device)
            except Exception as error:  # one plan's failure must not lose the others
                failures += 1
                traceback.print_exc()
                document = {"framework": "pytorch-ddp", "plan": plan_path, "net": name,
                            "gpus": world, "error": f"{type(error).__name__}: {error}"[:500]}
        if rank == 0:
            with open(output, "w") as file:
                json.dump(document, file, indent=1)
            print(f"ddp_column: {name} batch {plan.get('batch')} on {world} GPU(s): "
                  f"iteration {document.get('iteration', {}).get('median_ms', float('nan')):.3f}"
                  f" ms -> {output}", file=sys.stderr, flush=True)
    dist.destroy_process_group()
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
