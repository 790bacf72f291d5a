#!/usr/bin/env bash
# Session 19, call 2 (one H200): whole-network forward, ours against
# PyTorch eager, PyTorch in a CUDA graph and torch.compile (default and
# max-autotune-no-cudagraphs), each compiled forward also captured in one
# CUDA graph (kernel-only, the clock ours is timed on), bf16 then fp32
# (TF32 off), batch and layout of nets/ (channels_last).
#  1. Ours: netc-runtime run --no-check --no-cudnn (the launches were checked
#     in call 1 for bf16; fp32 is checked in this session's last call).
#  2. bench/pytorch_column.py --no-layers --direction forward.
# Carry: devcarry/s19bx/s19b.tar.xz (`tar cJf devcarry/s19bx/s19b.tar.xz -C devcarry s19b`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s19bx/s19b.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
export TORCHINDUCTOR_CACHE_DIR=/tmp/s19b-inductor
S=$PWD/devcarry/s19b; R=/tmp/s19b; mkdir -p $R/runs $R/pytorch
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
python3 -c "import torch; print('torch', torch.__version__, torch.version.cuda, torch.backends.cudnn.version())"
echo "--- ours (t=$SECONDS)"
for p in bf16 fp32; do for n in resnet50 googlenet vgg16 alexnet; do
  timeout 90 $S/bin/netc-runtime run $S/lowered/$n-$p --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/runs/$n-$p.json > $R/runs/$n-$p.txt 2>&1
  echo "$n-$p exit $?: forward $(python3 -c "import json; print(json.load(open('$R/runs/$n-$p.json'))['summary']['forward']['median_ms'])" 2>&1)"
done; done
echo "--- PyTorch bf16 (t=$SECONDS)"
cd bench
PYTHONUNBUFFERED=1 timeout 360 python3 pytorch_column.py $S/plans/{resnet50,googlenet,vgg16,alexnet}-bf16.json \
  --precision bf16 --no-layers --direction forward --iterations 10 --deadline-s 330 \
  -o "$R/pytorch/{net}-{precision}.json" > $R/pytorch-bf16.log 2>&1
echo "bf16 exit $? (t=$SECONDS)"; grep "^pytorch_column:" $R/pytorch-bf16.log
left=$((570 - SECONDS))
PYTHONUNBUFFERED=1 timeout $((left + 20)) python3 pytorch_column.py $S/plans/{vgg16,resnet50,googlenet}-fp32.json \
  --precision fp32 --no-layers --direction forward --iterations 10 --deadline-s $left \
  -o "$R/pytorch/{net}-{precision}.json" > $R/pytorch-fp32.log 2>&1
echo "fp32 exit $? (t=$SECONDS)"; grep "^pytorch_column:" $R/pytorch-fp32.log
python3 - "$R" <<'PY'
import json, glob, os, sys
R = sys.argv[1]
keys = ["eager_forward_ms", "graph_forward_ms", "compiled_forward_ms", "compiled_graph_forward_ms",
        "max_autotune_forward_ms", "max_autotune_graph_forward_ms", "compile_seconds",
        "max_autotune_compile_seconds", "compile_error", "max_autotune_error"]
for path in sorted(glob.glob(f"{R}/pytorch/*.json")):
    network = json.load(open(path))["network"]
    ours = f"{R}/runs/" + os.path.basename(path)
    ours = json.load(open(ours))["summary"]["forward"]["median_ms"] if os.path.exists(ours) else None
    print(os.path.basename(path), "ours", ours, {k: network.get(k) for k in keys if network.get(k) is not None})
PY
cd /tmp && tar czf $OUT/s19b.tgz s19b
