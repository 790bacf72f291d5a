#!/usr/bin/env bash
# The SIMT split-K sweep (session 23): the inner products of vgg16, alexnet,
# googlenet, resnet50 and ECE408 (batch as in nets/), each a one-layer network
# lowered with --force-kernel at its shipped tile and every split factor the
# catalog offers it (1 = unsplit), for an H200. Run here; the GPU half is
# call2.sh. Usage: make-split-sweep.sh OUT_DIR
set -euo pipefail
out=$1; mkdir -p "$out/nets" "$out/lowered"
netc=${NETC:-build/bin/netc}
# name batch inputs outputs tile
while read -r name batch inputs outputs tile; do
  cat > "$out/nets/$name.json" <<JSON
{"name": "split sweep: $name", "layers": {
  "data": {"parents": [], "type": "Input", "tensor": [$batch, 1, 1, $inputs]},
  "fc": {"parents": ["data"], "type": "InnerProduct", "num_outputs": $outputs}}}
JSON
  for split in 1 2 4 8 16; do
    key="implicit_gemm_simt $tile"; [ $split -gt 1 ] && key="$key s$split"
    if "$netc" lower "$out/nets/$name.json" --target sm_90 --device h200 --precision fp32 \
         --force-kernel "$key" -o "$out/lowered/$name-s$split" > "$out/lowered/$name-s$split.log" 2>&1; then
      echo "$name s$split: $(python3 -c "import json,sys;l=json.load(open(sys.argv[1]))['launches'][0];print(l['grid'],l.get('split_k',1),'%.4f ms' % l['predicted_ms'])" "$out/lowered/$name-s$split/plan.json")"
    else
      echo "$name s$split: not offered ($(grep -m1 -o 'error:.*' "$out/lowered/$name-s$split.log" | cut -c1-120))"
      rm -rf "$out/lowered/$name-s$split"
    fi
  done
done <<'SHAPES'
alexnet-fc6 128 9216 4096 128x128x8 t256
alexnet-fc7 128 4096 4096 128x128x8 t256
alexnet-fc8 128 4096 1000 64x64x16 t256
vgg16-fc6 64 25088 4096 64x128x8 t256
vgg16-fc7 64 4096 4096 64x64x16 t256
vgg16-fc8 64 4096 1000 64x64x16 t256
googlenet-fc 128 1024 1000 64x64x16 t256
resnet50-fc 64 2048 1000 32x32x16 t64
ece408-fc2 10000 500 10 32x32x16 t64
SHAPES
