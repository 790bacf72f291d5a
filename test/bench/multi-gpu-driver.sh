#!/usr/bin/env bash
# bench/multi-gpu.sh end to end without a GPU: nvidia-smi, netc, netc-runtime
# and torchrun are test/bench/fake_multi_gpu_tools.py on a fake machine of
# four H200s. Checks every step and the report's arithmetic, the environment
# that keeps NVLink multicast off, a run in two parts read as one report,
# COLLECTIVES=0, the time shares, and bad SHARES (ctest: bench-multi-gpu-driver).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap "rm -rf \"$tmp\"" EXIT
mkdir -p "$tmp/bin" "$tmp/path" "$tmp/pylib/torch"
for tool in netc netc-runtime; do ln -s "$here/fake_multi_gpu_tools.py" "$tmp/bin/$tool"; done
for tool in nvidia-smi torchrun; do ln -s "$here/fake_multi_gpu_tools.py" "$tmp/path/$tool"; done
: > "$tmp/pylib/torch/__init__.py" # `import torch` succeeds: the DDP step runs (torchrun faked)
export PATH=$tmp/path:$PATH PYTHONPATH=$tmp/pylib FAKE_GPUS=4
unset NCCL_NVLS_ENABLE TORCH_SYMM_MEM_DISABLE_MULTICAST NVSHMEM_DISABLE_NVLS
failures=0 checks=0
check() { # DESCRIPTION COMMAND...
  checks=$((checks + 1))
  if "${@:2}"; then echo "ok: $1"; else echo "FAILED: $1"; failures=$((failures + 1)); fi
}

# Part a: batch 32, two nets, the collectives measured.
OUT=$tmp/a NETS="resnet50 vgg16" BATCHES=32 MULTI_GPU_BUDGET_S=300 FAKE_LOG=$tmp/a.calls \
  bash "$repo/bench/multi-gpu.sh" "$tmp/bin" > "$tmp/a.txt" 2>&1
check "part a exits 0 (no failed step)" [ $? -eq 0 ]
check "part a writes report.md, the pictures, log.txt and the results tarball" \
  [ "$(cd "$tmp/a" && ls | tr '\n' ' ')" = "allreduce-bus-bandwidth.svg iteration-predicted-vs-measured.svg log.txt multi-gpu-results.tar.gz report.md work " ]
check "NVLink multicast is off in every variable" \
  grep -q "NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1" "$tmp/a.txt"
check "the worker counts of a four-GPU machine" grep -q "worker counts 1,2,4, device profile h200" "$tmp/a.txt"
check "predictions use the fitted profile" \
  grep -q -- "predict .*resnet50.json --device-profile $tmp/a/work/h200-interconnect.json" "$tmp/a.calls"
check "train-dp searches engines as cudnn.benchmark does" \
  grep -q -- "train-dp .*resnet50-b32.json --gpus 1,2,4 .*--engine-search 10" "$tmp/a.calls"
check "one torchrun per GPU count" [ "$(grep -c '^torchrun ' "$tmp/a.calls")" -eq 3 ]
# resnet50 b32 on 4 GPUs: predicted 35.2 + 0.1, measured 32.3 -> +9.3%.
check "the report's row and error" grep -q "| resnet50 | 32 | 4 | 35.300 | 32.300 | 9.3 | 32.000 |" "$tmp/a/report.md"
check "the DDP column" grep -q "| 32.500 | 0.500 | measured | graph |" "$tmp/a/report.md"
# compute 10% over everywhere; the scaling model alone: (32 + 0.1) / 32.1 exact on
# 2 GPUs, (32 + 0.1) / 32.3 = 0.6% on 4.
check "the error's split" grep -q "median 10.0% (max 10.0%)" "$tmp/a/report.md"
check "the collectives' table" grep -q "| 1024 | 2.0 | 4.0 |" "$tmp/a/report.md"

# Part b: batch 8, the shipped fits (COLLECTIVES=0); the report reads both parts.
OUT=$tmp/b NETS="resnet50 vgg16" BATCHES=8 COLLECTIVES=0 MULTI_GPU_BUDGET_S=300 \
  FAKE_LOG=$tmp/b.calls bash "$repo/bench/multi-gpu.sh" "$tmp/bin" > "$tmp/b.txt" 2>&1
check "part b exits 0" [ $? -eq 0 ]
check "COLLECTIVES=0 measures no collectives" sh -c "! grep -q collectives '$tmp/b.calls'"
check "COLLECTIVES=0 predicts from the shipped profile" \
  grep -q -- "--device-profile $repo/devices/h200.json" "$tmp/b.calls"
python3 "$repo/bench/multi_gpu_report.py" "$tmp/a/work" "$tmp/b/work" > "$tmp/merged.md"
check "the two parts read as one: 12 cases" grep -q "over 12 cases" "$tmp/merged.md"
check "batch 8 and 32 both in it" \
  sh -c "grep -q '| vgg16 | 8 | 2 |' '$tmp/merged.md' && grep -q '| vgg16 | 32 | 2 |' '$tmp/merged.md'"

# Shares: train-dp gets 55% of what is left; a slow train-dp is cut at its
# share and the DDP column still runs.
OUT=$tmp/c NETS="resnet50 vgg16 googlenet" BATCHES=32 COLLECTIVES=0 MULTI_GPU_BUDGET_S=100 \
  FAKE_TRAIN_DP_S=20 FAKE_LOG=$tmp/c.calls bash "$repo/bench/multi-gpu.sh" "$tmp/bin" \
  > "$tmp/c.txt" 2>&1
check "a slow train-dp leaves plans for lack of time" grep -q "skipped train-dp googlenet b32: budget" "$tmp/c.txt"
check "the DDP column still runs after a slow train-dp" [ "$(grep -c '^torchrun ' "$tmp/c.calls")" -ge 1 ]

OUT=$tmp/d SHARES="all none" bash "$repo/bench/multi-gpu.sh" "$tmp/bin" > "$tmp/d.txt" 2>&1
check "bad SHARES exit 100" [ $? -eq 100 ]
check "bad SHARES say why" grep -q "SHARES must be two percentages" "$tmp/d.txt"

echo "$((checks - failures)) of $checks checks passed"
[ $failures -eq 0 ]
