#!/usr/bin/env bash
# The wgmma split-K sweep (session 24): the inner products of vgg16, alexnet,
# googlenet, resnet50 and ECE408 (batch as in nets/), each a one-layer network
# lowered with --force-kernel on the persistent TMA tiles (128x64, 128x128)
# and the gathered 64x64 tile, unsplit and at every split factor the catalog
# offers, in tf32 and bf16, for an H200. What the catalog does not offer a
# shape is skipped with the lowering's reason. Run here; the GPU half is
# call2.sh. Usage: make-wgmma-split-sweep.sh OUT_DIR
set -euo pipefail
out=$1; mkdir -p "$out/nets" "$out/lowered"
netc=${NETC:-build/bin/netc}
lower() { # name precision key tag
  local name=$1 precision=$2 key=$3 tag=$4
  local dir="$out/lowered/$name-$precision-$tag"
  if "$netc" lower "$out/nets/$name.json" --target sm_90 --device h200 --precision "$precision" \
       --force-kernel "$key" -o "$dir" > "$dir.log" 2>&1; then
    echo "$name $precision $tag: $(python3 -c "import json,sys;l=json.load(open(sys.argv[1]))['launches'][0];print(l['grid'],l.get('split_k',1),'%.4f ms' % l['predicted_ms'])" "$dir/plan.json")"
  else
    echo "$name $precision $tag: not offered ($(grep -m1 -o 'error:.*' "$dir.log" | cut -c1-100))"
    rm -rf "$dir"
  fi
}
# name batch inputs outputs
while read -r name batch inputs outputs; do
  cat > "$out/nets/$name.json" <<JSON
{"name": "wgmma split sweep: $name", "layers": {
  "data": {"parents": [], "type": "Input", "tensor": [$batch, 1, 1, $inputs]},
  "fc": {"parents": ["data"], "type": "InnerProduct", "num_outputs": $outputs}}}
JSON
  for precision in tf32 bf16; do
    k=64; [ $precision = tf32 ] && k=32
    for tile in 128x64 128x128; do
      for split in 1 2 3 4 6 8; do
        key="implicit_gemm_wgmma_tma_persistent ${tile}x$k t384"; [ $split -gt 1 ] && key="$key s$split"
        lower "$name" $precision "$key" "p$tile-s$split"
      done
    done
    for split in 1 2 4 8; do
      key="implicit_gemm_wgmma 64x64x$k t128"; [ $split -gt 1 ] && key="$key s$split"
      lower "$name" $precision "$key" "g64x64-s$split"
    done
  done
done <<'SHAPES'
alexnet-fc6 128 9216 4096
alexnet-fc7 128 4096 4096
alexnet-fc8 128 4096 1000
vgg16-fc6 64 25088 4096
vgg16-fc7 64 4096 4096
vgg16-fc8 64 4096 1000
googlenet-fc 128 1024 1000
resnet50-fc 64 2048 1000
SHAPES
