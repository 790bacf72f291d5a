#!/usr/bin/env bash
# Session 36 (from session 35's, with the narrow gather told apart and the
# torchvision models named tv_NAME, as nets/resnet50 and torchvision's
# resnet50 wrote one directory): the kernel choices a profile change makes: every net in nets/
# and the four torchvision models (batch 64) in fp32, tf32 and bf16, lowered
# with --no-compile under two device directories; prints each changed launch.
# usage: choices.sh NETC OLD_DEVICES NEW_DEVICES OUT
set -eu
N=$1 OLD=$2 NEW=$3 O=$4
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
# The torchvision exports are carried compressed; unpack them once.
[ -d $TV ] || { mkdir -p ${TV%/torchvision/dynamo} &&
  tar xzf docs/results/2026-11-29-onnx-models-h200/tv-export.tar.gz -C ${TV%/torchvision/dynamo}; }
mkdir -p $O/old $O/new
for m in nets/*.json $TV/*.onnx; do
  b=$(basename $m); b=${b%.*}; extra=""; [[ $m == *.onnx ]] && { extra="--batch 64"; b=tv_$b; }
  for p in fp32 tf32 bf16; do
    NETC_DEVICES_DIR=$OLD $N lower $m --target sm_90 --device h200 --precision $p $extra --no-compile -o $O/old/$b-$p > /dev/null 2>&1 &
    NETC_DEVICES_DIR=$NEW $N lower $m --target sm_90 --device h200 --precision $p $extra --no-compile -o $O/new/$b-$p > /dev/null 2>&1
    wait
  done
done
python3 - $O <<'PY'
import json, os, sys
O = sys.argv[1]
total = 0
for name in sorted(os.listdir(O + "/old")):
    a = json.load(open(f"{O}/old/{name}/plan.json"))["launches"]
    b = json.load(open(f"{O}/new/{name}/plan.json"))["launches"]
    key = lambda l: (l["variant"] + (" narrow" if l.get("narrow_gather") else ""),
                     tuple(l.get("tile") or ()), l.get("split_k", 1))
    for x, y in zip(a, b):
        if key(x) != key(y):
            total += 1
            print(f"{name} {x['kernel']}: {key(x)} {x['predicted_ms']*1e3:.1f} us -> {key(y)} {y['predicted_ms']*1e3:.1f} us")
print(f"{total} launches change kernel")
PY
