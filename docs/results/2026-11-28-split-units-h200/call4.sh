#!/usr/bin/env bash
# Session 18, call 4 (one H200): the split reduction redone for the staged
# epilogue (each split writes its fp32 partial tile in whole rows through the
# warp's staging rows; the last split sums them reading 16 bytes a thread
# along the rows), and the staged epilogue storing y with 16-byte thread
# copies instead of cp.async.bulk (call 2: the bulk copies' per-chunk wait
# made tf32's 256-wide tiles slower than the register epilogue).
#  1. One-layer networks (split-shapes.py: the inner products of vgg16,
#     alexnet and resnet50, googlenet's inception_5b 5x5) on the persistent
#     kernel forced to 128x64 and 128x128 tiles, unsplit and split 2, 4, 8
#     ways (where offered), bf16 and tf32, each checked against cuDNN:
#     what a split is worth, to price it in the catalog.
#     (Call 3 ran this with an option `run` does not take, --direction:
#     every run stopped at once; here without it.) The split's reduction
#     now issues every split's loads of a group of rows before adding.
# Carry: devcarry/s18dx/s18d.tar.xz (`tar cJf devcarry/s18dx/s18d.tar.xz -C devcarry s18d`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s18dx/s18d.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s18d; R=/tmp/s18d; mkdir -p $R/shapes
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- one-layer shapes"
for plan in $S/shapes-lowered/*; do
  name=$(basename $plan)
  timeout 30 $S/bin/netc-runtime run $plan --iterations 5 --warmup 1 \
    --engine-cache $S/engines.json --format json > $R/shapes/$name.json 2> $R/shapes/$name.err
  [ $? -ne 0 ] && echo "$name failed: $(tail -1 $R/shapes/$name.err)"
  [ $SECONDS -gt 240 ] && { echo "shapes stopped at $name (t=$SECONDS)"; break; }
done
python3 - $R/shapes <<'PY'
import glob, json, os, sys
for path in sorted(glob.glob(os.path.join(sys.argv[1], '*.json'))):
    try: launch = json.load(open(path))['launches'][0]
    except Exception as e: print(os.path.basename(path), 'no report', e); continue
    ours, ref = launch['ours']['median_ms'], (launch.get('cudnn') or {}).get('median_ms')
    print(f"{os.path.basename(path)[:-5]:40} ours {ours:.5f} cudnn {ref or 0:.5f} passed {launch.get('passed')}")
PY
cd /tmp && tar czf $OUT/s18d.tgz s18d
