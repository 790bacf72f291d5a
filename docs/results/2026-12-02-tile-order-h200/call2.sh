#!/usr/bin/env bash
# Session 39, call 2 (one H200): whole networks, old kernels against new
# (nets-call.sh): six nets of nets/ in fp32, tf32 and bf16, timed a/b/b/a,
# then the new plans checked while time is left.
NETS="googlenet resnet50 inception_v3 vgg16 nin overfeat" TIME_UNTIL=${TIME_UNTIL:-420} \
  DEADLINE=${DEADLINE:-555} bash docs/results/2026-12-02-tile-order-h200/nets-call.sh
