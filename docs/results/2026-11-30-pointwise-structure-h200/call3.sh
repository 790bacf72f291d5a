#!/usr/bin/env bash
# Session 31, call 3 (one H200): the structure bench of make-bench3.sh
# (every other non-persistent tensor-core kernel in bf16 and tf32, with the
# 1x1 twins and short 1x1 layers), kernel-only (`netc-runtime run --no-check
# --no-cudnn`, an L2 flush before every launch), medians of 10; the run
# JSONs in bench3.tgz. Carry: devcarry/s31d (bin/netc-runtime, pw-bench3.tar.xz).
set -u
C=${C:-devcarry/s31d}
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
tar xJf $C/pw-bench3.tar.xz -C /tmp
python3 bench/kstruct/kstruct.py run /tmp/pw-bench3 --runtime $C/bin/netc-runtime --iterations 10 --budget-s 400
mkdir -p /tmp/bench3; for d in /tmp/pw-bench3/*/; do [ -f $d/run.json ] && cp $d/run.json /tmp/bench3/$(basename $d).json; done
tar czf $OUT/bench3.tgz -C /tmp bench3 && ls -la $OUT
echo "done t=$SECONDS"
