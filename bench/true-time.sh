#!/usr/bin/env bash
# true-time.sh - netc's re-measurement on one clock (kernel-only), one command per device call.
#
#   bench/true-time.sh BUILD_DIR     (BUILD_DIR/bin, or BUILD_DIR itself, holds netc and
#                                     netc-runtime, built beforehand)
#
# docs/measurement.md says what is measured and how. In order, each step with
# its own deadline inside BUDGET_S:
#  (a) the device: nvidia-smi, netc-runtime device, PyTorch's versions;
#  (b) every net in NETS and precision in PRECISIONS: netc profile --emit-plan
#      (the shipped device profile, or CALIBRATED_PROFILE), the PyTorch column
#      (bench/pytorch_column.py: per layer and pass kernel-only, the network eager,
#      CUDA graph and torch.compile; one process), then netc-runtime profile with that
#      column (the reference per layer and pass, the whole-network forward and training
#      step); each plan gets a share of a step's time in proportion to its predicted time;
#  (c) RUN_NETS (default vgg16 alexnet googlenet resnet50) in each precision:
#      netc lower --target sm_90 (or the directories under LOWERED_DIR, named
#      NET-sm_90-P as bench/gpu-kernels.sh prepare writes them) and netc-runtime run
#      --format json: ours against the reference per launch and the whole forward;
#  (d) bench/true_time_report.py: results.md and results.json.
#
# Environment: OUT (results; default BUILD_DIR/true-time), NETS (default every net
# in nets/, smallest first; a word is NAME for nets/NAME.json or the path of a
# .json, .mlir or .onnx model, filed under its file name without the extension),
# BATCH (the batch of every plan and lowering; default each model's own), PRECISIONS (default "fp32 tf32 bf16"), BUDGET_S (default
# 540), PART (K/N, default 1/1: this call does the K-th of N interleaved shares of
# NETS and of the (c) runs, so that N device calls cover everything; merge them with
# `python3 bench/true_time_report.py OUT1/work.tar.gz OUT2/work.tar.gz ...`),
# RUN_NETS, LOWERED_DIR, CALIBRATED_PROFILE, DEVICE_KEY (default from the GPU's name),
# SHARES (percent of the time left for the PyTorch column, the runtime profiles and
# the runs; default "40 30 30": what one step leaves goes to the next; "0 0 100": runs
# only), PYTORCH_ARGS (extra bench/pytorch_column.py options, e.g. "--ops conv2d
# --no-network" for the cross-check alone, "--no-layers" for the networks alone),
# PROFILE_ARGS and RUN_ARGS (extra netc-runtime profile / run options), ENGINE_CACHE
# (a netc-runtime --engine-cache file of this GPU and cuDNN, e.g.
# docs/results/2026-11-28-true-time-h200/engines-h200.json: the profiles and runs
# start from a copy of it in the work directory, search only what it lacks, and the
# grown copy comes back in work.tar.gz as engine-cache.json), PYTORCH_COLUMN
# (the command that writes the PyTorch column; test/bench/true-time-driver.sh fakes it).
#
# What comes back in $OUT (at most eight files, nothing deeper than $OUT):
# results.md, results.json, work.tar.gz (plans, profiles, PyTorch columns, runs, logs,
# clocks.csv: the GPU's clocks, temperature, power and throttle reasons each second,
# steps); pipe the console through `tee $OUT/log.txt` for a fourth.
# Exit status: 0 when every step ran, else the number of failed steps; 100 on bad
# arguments.
set -u
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
[ $# -eq 1 ] || { sed -n '2,38p' "$0"; exit 100; }
bin=$(cd "$1" && pwd) || exit 100
[ -x "$bin/netc" ] || { [ -x "$bin/bin/netc" ] && bin=$bin/bin; }
for tool in netc netc-runtime; do
  [ -x "$bin/$tool" ] || { echo "true-time: $bin/$tool not found (build first)"; exit 100; }
done
out=${OUT:-$bin/../true-time}
mkdir -p "$out" && out=$(cd "$out" && pwd)
work=$(mktemp -d /tmp/netc-true-time.XXXXXX)
mkdir -p "$work"/{plans,profiles,pytorch,runs,lowered,devices,logs}
if [ -n "${ENGINE_CACHE:-}" ]; then
  # One cache for every profile and run of this call, returned with the work.
  if [ -f "$ENGINE_CACHE" ]; then
    cp "$ENGINE_CACHE" "$work/engine-cache.json" ||
      { echo "true-time: ENGINE_CACHE: cannot copy '$ENGINE_CACHE'"; exit 100; }
  fi
  PROFILE_ARGS="${PROFILE_ARGS:-} --engine-cache $work/engine-cache.json"
  RUN_ARGS="${RUN_ARGS:-} --engine-cache $work/engine-cache.json"
fi

budget=${BUDGET_S:-540}
precisions=${PRECISIONS:-fp32 tf32 bf16}
all_nets=${NETS:-conv_L5 conv_L4 conv_L3 ece408 fashion_cnn conv_L2 conv_L1 alexnet nin \
overfeat vgg_a googlenet resnet50 vgg16 inception_v3}
run_nets=${RUN_NETS:-vgg16 alexnet googlenet resnet50}
part=${PART:-1/1}
read -r pytorch_share profile_share run_share _ <<< "${SHARES:-40 30 30}"
reserve=30 # the report and the tarball
failed=0
SECONDS=0

for share in "$pytorch_share" "$profile_share" "$run_share"; do
  case $share in
    [0-9] | [0-9][0-9] | 100) ;;
    *) echo "true-time: SHARES must be three percentages, got '${SHARES:-}'"; exit 100 ;;
  esac
done
[ $((pytorch_share + profile_share + run_share)) -gt 0 ] || { echo "true-time: SHARES: all three are 0"; exit 100; }
case $part in
  [1-9]/[1-9] | [1-9]/[1-9][0-9]) part_index=${part%/*} part_count=${part#*/} ;;
  *) echo "true-time: PART must be K/N (e.g. 1/2), got '$part'"; exit 100 ;;
esac
[ "$part_index" -le "$part_count" ] || { echo "true-time: PART $part: K must be <= N"; exit 100; }

# This part's share: the K-th of every N, in order, so that each part gets
# small and large nets alike.
share_of() { # WORDS...: the words of this part
  local i=0 word
  for word in "$@"; do
    [ $((i % part_count + 1)) -eq "$part_index" ] && printf '%s ' "$word"
    i=$((i + 1))
  done
}
# shellcheck disable=SC2086
nets=$(share_of $all_nets)
runs=""
# A run is MODEL-PRECISION: ${name%-*} gives the model back, path and all.
for net in $run_nets; do for p in $precisions; do runs="$runs $net-$p"; done; done
# shellcheck disable=SC2086
runs=$(share_of $runs)

source "$repo/bench/gpu-common.sh"
export PATH=$PATH:/usr/local/cuda/bin # netc lower's nvcc

step "device"
netc_device_info "$bin"
status=$?
key=$(netc_device_key)
# The GPU's clocks, temperature, power and clock-event reasons once a second for
# the whole call (clocks.csv): a shared, hot or power-capped GPU shows here, and
# the report says so beside the numbers it would otherwise pass off as the device's.
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,clocks_event_reasons.active \
  --format=csv,noheader,nounits -lms 1000 > "$work/clocks.csv" 2> "$work/logs/clocks.log" &
clock_sampler=$!
trap 'kill $clock_sampler 2> /dev/null' EXIT
if [ -z "$key" ]; then
  key=h100
  echo "true-time: no device profile for '${gpu:-?}': predictions in the plans use devices/$key.json"
fi
[ $status -eq 0 ] && step_done ok || step_done "failed: netc-runtime device"
echo "part $part: nets: ${nets:-none}; runs: ${runs:-none}"

step "plans (netc profile --emit-plan)"
if [ -n "${CALIBRATED_PROFILE:-}" ] && cp "$CALIBRATED_PROFILE" "$work/devices/$key.json"; then
  echo "$CALIBRATED_PROFILE" > "$work/calibrated-profile-source.txt"
else
  cp "devices/$key.json" "$work/devices/$key.json"
fi
netc_emit_plans "$bin" "$key" "$work/devices" "$nets" "$precisions"
bad=$?
[ $bad -eq 0 ] && step_done ok || step_done "failed: $bad plan(s) (logs/plans.log)"

left() { echo $((budget - reserve - SECONDS)); }
phase_seconds() { # PERCENT: of the time left now
  local seconds=$(( $(left) * $1 / 100 ))
  [ $seconds -lt 0 ] && seconds=0
  echo $seconds
}

# (b) the PyTorch column: one process for every plan of this part, each plan
# and precision a share in proportion to its predicted time (--fair-share),
# the plans of the first precision (the layers' shapes do not depend on it).
step "PyTorch column (bench/pytorch_column.py)"
pytorch_s=$(phase_seconds "$pytorch_share")
first=${precisions%% *}
plans=()
for net in $nets; do
  plan=$work/plans/$(net_name "$net")-$first.json
  [ -f "$plan" ] && plans+=("$plan")
done
if [ "$pytorch_share" -eq 0 ]; then
  step_done "ok: none (SHARES gives the PyTorch column no time)"
elif [ ${#plans[@]} -eq 0 ]; then
  step_done "ok: no plans in this part"
elif [ "$pytorch_s" -lt 30 ]; then
  for net in $nets; do skip "$(net_name "$net") PyTorch" "time budget: ${pytorch_s}s left for the PyTorch column"; done
  step_done "skipped: no time left"
else
  # shellcheck disable=SC2086  # PYTORCH_ARGS is a list of options
  PYTHONUNBUFFERED=1 timeout $((pytorch_s + 60)) ${PYTORCH_COLUMN:-python3 bench/pytorch_column.py} "${plans[@]}" \
    --precision "${precisions// /,}" -o "$work/pytorch/{net}-{precision}.json" \
    --deadline-s "$pytorch_s" --fair-share ${PYTORCH_ARGS:-} 2>> "$work/logs/pytorch.log"
  code=$?
  grep -h "^pytorch_column:" "$work/logs/pytorch.log"
  [ $code -eq 0 ] && step_done ok || step_done "failed: exit $code (logs/pytorch.log)"
fi

# (b) netc-runtime profile: the reference per layer and pass, beside PyTorch's.
step "netc-runtime profile (the reference, with the PyTorch column)"
# The profiles' part of what the PyTorch column left (none when both are 0).
profile_end=$((SECONDS + $(phase_seconds $((100 * profile_share / (profile_share + run_share > 0 ? profile_share + run_share : 1)))) ))
# Each profile's share of what is left, in proportion to its plan's predicted
# time (a profile cut off by `timeout` leaves nothing, so none may take all).
weights=$(cd bench && python3 -c '
import json, sys
from true_time_data import plan_weight
for path in sys.argv[1:]:
    try:
        print(path, plan_weight(json.load(open(path))))
    except (OSError, ValueError):
        pass' "$work"/plans/*.json)
weight_of() { awk -v p="$1" '$1 == p { print $2 }' <<< "$weights"; }
weight_left=$(awk '{ s += $2 } END { print s + 0 }' <<< "$weights")
status=ok
profile_nets=$nets
if [ "$profile_share" -eq 0 ]; then
  profile_nets="" status="ok: none (SHARES gives the profiles no time)"
fi
for net in $profile_nets; do
  for precision in $precisions; do
    name=$(net_name "$net")-$precision
    plan=$work/plans/$name.json
    [ -f "$plan" ] || { skip "$name profile" "no plan"; continue; }
    weight=$(weight_of "$plan")
    remaining=$(awk -v left=$((profile_end - SECONDS)) -v w="${weight:-0}" -v all="$weight_left" \
      'BEGIN { print (all > 0 && w > 0) ? int(left * w / all) : left }')
    weight_left=$(awk -v a="$weight_left" -v w="${weight:-0}" 'BEGIN { print a - w }')
    # A small plan's share can fall below the cost of starting a profile at
    # all: give it 30 s while the phase has them.
    phase_left=$((profile_end - SECONDS))
    [ "$remaining" -lt 30 ] && remaining=$((phase_left < 30 ? phase_left : 30))
    if [ "$remaining" -lt 10 ]; then
      skip "$name profile" "time budget: the profiles had used their share"
      continue
    fi
    begun=$SECONDS
    # shellcheck disable=SC2086  # PROFILE_ARGS is a list of options
    netc_runtime_profile "$bin" "$plan" "$name" "$precision" "$remaining" ${PROFILE_ARGS:-}
    code=$?
    if [ -s "$work/profiles/$name.json" ]; then
      echo "  $name: $((SECONDS - begun))s, exit $code"
    else
      skip "$name profile" "netc-runtime profile exited $code: $(tail -1 "$work/logs/profile-$name.log")"
      status="failed: $name"
    fi
  done
done
step_done "$status"

# (c) ours against the reference: lowered here unless LOWERED_DIR has it.
step "netc lower + netc-runtime run: ${runs:-none}"
status=ok
if [ "$run_share" -eq 0 ]; then
  runs="" status="ok: none (SHARES gives the runs no time)"
fi
# shellcheck disable=SC2086
set -- $runs
runs_left=$#
for name in $runs; do
  net=${name%-*} precision=${name##*-}
  name=$(net_name "$net")-$precision
  # All the time left but 12 s for each run after this one: runs differ
  # tenfold (vgg16 against alexnet), and one that ends early leaves its time.
  # More runs than the budget holds at 12 s each: the runs in the order given
  # take up to 60 s each and the last ones are skipped (a 22-run list in 185 s
  # once skipped its first ten and ran the slow ones).
  runs_left=$((runs_left - 1))
  remaining=$(( $(left) - 12 * runs_left ))
  first_come=$(( $(left) < 60 ? $(left) : 60 ))
  [ "$remaining" -ge "$first_come" ] || remaining=$first_come
  run_begun=$SECONDS
  if [ "$remaining" -lt 15 ]; then
    skip "$name run" "time budget: ${remaining}s left for it"
    continue
  fi
  dir=${LOWERED_DIR:+$LOWERED_DIR/$(net_name "$net")-sm_90-$precision}
  if [ -z "$dir" ] || [ ! -f "$dir/plan.json" ]; then
    dir=$work/lowered/$name
    timeout "$remaining" env NETC_DEVICES_DIR="$work/devices" "$bin/netc" lower "$(net_file "$net")" \
      --target sm_90 --device "$key" --precision "$precision" ${BATCH:+--batch "$BATCH"} -o "$dir" \
      > "$work/logs/lower-$name.log" 2>&1 ||
      { skip "$name run" "netc lower failed: $(tail -1 "$work/logs/lower-$name.log")"; status="failed: $name"; continue; }
  fi
  cp "$dir/plan.json" "$work/runs/$name.plan.json"
  remaining=$(( remaining - (SECONDS - run_begun) ))
  if [ "$remaining" -lt 5 ]; then # `timeout 0` would mean no limit at all
    skip "$name run" "time budget: lowering left ${remaining}s for the run"
    continue
  fi
  begun=$SECONDS
  # shellcheck disable=SC2086  # RUN_ARGS is a list of options
  timeout "$remaining" "$bin/netc-runtime" run "$dir" ${RUN_ARGS:-} --format json \
    -o "$work/runs/$name.json" 2> "$work/logs/run-$name.log"
  code=$?
  tail -2 "$work/logs/run-$name.log"
  if [ -s "$work/runs/$name.json" ]; then
    echo "  $name: $((SECONDS - begun))s, exit $code"
    [ $code -eq 0 ] || status="failed: $name exit $code"
  else
    skip "$name run" "netc-runtime run exited $code: $(tail -1 "$work/logs/run-$name.log")"
    status="failed: $name"
  fi
  rm -rf "$work/lowered/$name" # the kernels are rebuilt from the plan; keep the tarball small
done
step_done "$status"

step "report"
cat > "$work/commands.txt" <<EOF
PART=$part BUDGET_S=$budget PRECISIONS="$precisions" bench/true-time.sh $bin
netc profile NET --device $key${BATCH:+ --batch $BATCH} --precision P --emit-plan WORK/plans/NET-P.json
python3 bench/pytorch_column.py WORK/plans/NET-$first.json... --precision ${precisions// /,} -o 'WORK/pytorch/{net}-{precision}.json' --deadline-s ${pytorch_s:-0} --fair-share ${PYTORCH_ARGS:-}
netc-runtime profile WORK/plans/NET-P.json --precision P ${PROFILE_ARGS:+$PROFILE_ARGS }--framework WORK/pytorch/NET-P.json --format json -o WORK/profiles/NET-P.json
netc lower NET --target sm_90 --device $key${BATCH:+ --batch $BATCH} --precision P -o DIR${LOWERED_DIR:+ (or $LOWERED_DIR/NET-sm_90-P)}; netc-runtime run DIR ${RUN_ARGS:+$RUN_ARGS }--format json -o WORK/runs/NET-P.json
EOF
# Every layer and pass of every net, reference against PyTorch (results.md
# summarises the convolutions): crosscheck/NET-P.md in the tarball.
mkdir -p "$work/crosscheck"
for profile in "$work"/profiles/*.json; do
  [ -f "$profile" ] || continue
  name=$(basename "$profile" .json)
  [ -f "$work/pytorch/$name.json" ] || continue
  python3 bench/reference_crosscheck.py "$profile" "$work/pytorch/$name.json" \
    -o "$work/crosscheck/$name.md" 2>> "$work/logs/crosscheck.log"
done
kill $clock_sampler 2> /dev/null && wait $clock_sampler 2> /dev/null
printf '%s\n' "$part" > "$work/part.txt"
date -u +%Y-%m-%dT%H:%M:%SZ > "$work/date.txt"
python3 bench/true_time_report.py "$work" --markdown "$out/results.md" --json "$out/results.json"
status=$?
tar czf "$out/work.tar.gz" -C "$work" .
[ $status -eq 0 ] && step_done ok || step_done "failed: report exit $status"

printf '\n=== [%ds] done: %d failed step(s); results in %s\n' "$SECONDS" "$failed" "$out"
awk -F'\t' '{printf "  %-60s %5ss  %s\n", $1, $2, $3}' "$work/steps.tsv"
rm -rf "$work"
exit $failed
