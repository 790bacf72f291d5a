#!/usr/bin/env bash
# gpu-results.sh - netc's measured results on a GPU machine, in one command.
#
#   bench/gpu-results.sh [BIN_DIR]      (default: build/bin, holding netc and
#                                        netc-runtime, built beforehand)
#
# 1. the device (nvidia-smi, netc-runtime device, PyTorch's versions);
# 2. netc calibrate: the GPU's ceilings into a copy of devices/KEY.json
#    (KEY from the GPU's name: h100 or h200; the shipped file is not touched);
# 3. for every net in nets/ (smallest first) and precision: netc profile
#    --emit-plan with the calibrated profile (NETC_DEVICES_DIR points netc at
#    the copy), so the predictions are the calibrated model's;
# 4. bench/pytorch_column.py: the same layers in PyTorch, per layer and pass,
#    and the network eager and compiled (one process for every plan);
# 5. netc-runtime profile per plan with --framework (the PyTorch column),
#    JSON and text from one run;
# 6. bench/gpu_results_report.py: results.md and results.json.
#
# Time: everything runs inside BUDGET_S seconds (default 510, under the nine
# minutes one device call should take). PyTorch and cuDNN get deadlines; what
# does not fit is skipped smallest nets first kept, and results.md names it.
#
# Environment: OUT (results; default BIN_DIR/../gpu-results), NETS (names in
# nets/, space-separated; default all, smallest first), PRECISIONS (default
# "fp32 bf16"), ITERATIONS (10), WARMUP (3), BUDGET_S (510), DEVICE_KEY
# (default from the GPU's name), CALIBRATE_ARGS (extra netc calibrate
# options; default "--sweep-iterations 3"), BATCH (every net's batch instead
# of its own: predictions and measurements at a batch the fit never saw).
#
# Every net in nets/ with both columns does not fit in nine minutes on an
# H100 (PyTorch's cudnn.benchmark autotunes every distinct convolution's three
# passes). A second call covers the rest with the first call's calibration:
# CALIBRATED_PROFILE (a profile file: skip netc calibrate and predict with
# it), PYTORCH_NETS and CUDNN_NETS (default NETS: the nets each column runs),
# CUDNN_RUNS (NET-PRECISION names, default every CUDNN_NETS x PRECISIONS),
# ORDER (pytorch-first, the default, or cudnn-first) and PYTORCH_SHARE
# (percent of the remaining budget PyTorch gets, default 45).
# bench/gpu_results_report.py merges the work directories of such calls.
#
# What comes back to $OUT (at most eight files): results.md, results.json,
# calibration.json, KEY-calibrated.json, work.tar.gz (plans, profiles, PyTorch
# columns, logs); pipe the console through `tee $OUT/log.txt` for the sixth.
# Exit status: 0 when every step ran, else the number of failed steps.
set -u
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
bin=$(cd "${1:-build/bin}" && pwd) || exit 100
out=${OUT:-$bin/../gpu-results}
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d /tmp/netc-gpu-results.XXXXXX)
mkdir -p "$work"/{plans,profiles,pytorch,devices,logs}

iterations=${ITERATIONS:-10}
warmup=${WARMUP:-3}
budget=${BUDGET_S:-510}
precisions=${PRECISIONS:-fp32 bf16}
calibrate_args=${CALIBRATE_ARGS:---sweep-iterations 3}
# Smallest first: when the budget runs out, the large nets are the ones left out.
nets=${NETS:-conv_L5 conv_L4 conv_L3 ece408 conv_L2 conv_L1 alexnet nin overfeat vgg_a \
googlenet resnet50 vgg16 inception_v3}
failed=0
pytorch_s=0
compile_s=0
SECONDS=0

for tool in netc netc-runtime; do
  [ -x "$bin/$tool" ] || { echo "gpu-results: $bin/$tool not found (build first)"; exit 100; }
done

# Steps, what was skipped (steps.tsv, skipped.tsv for results.md), the
# device, plans and netc-runtime profile: bench/gpu-common.sh (with cuDNN and
# cuBLAS from PyTorch's pip packages).
source "$(dirname "${BASH_SOURCE[0]}")/gpu-common.sh"

step "device"
netc_device_info "$bin"
status=$?
key=$(netc_device_key)
[ -n "$key" ] || { echo "gpu-results: no device profile for '$gpu'; set DEVICE_KEY"; exit 100; }
echo "device profile: devices/$key.json"
[ $status -eq 0 ] && step_done ok || step_done "failed: netc-runtime device"

if [ -n "${CALIBRATED_PROFILE:-}" ]; then
  step "calibrated profile from an earlier run: $CALIBRATED_PROFILE"
  if cp "$CALIBRATED_PROFILE" "$work/devices/$key.json"; then
    echo "$CALIBRATED_PROFILE" > "$work/calibrated-profile-source.txt"
    step_done ok
  else
    cp "devices/$key.json" "$work/devices/$key.json"
    skip "calibration" "$CALIBRATED_PROFILE unreadable; predictions use the shipped devices/$key.json"
    step_done "failed: cannot read $CALIBRATED_PROFILE"
  fi
else
  step "netc calibrate --device $key"
  # shellcheck disable=SC2086  # CALIBRATE_ARGS is a list of options
  timeout 240 env NETC_DEVICES_DIR="$repo/devices" "$bin/netc" calibrate --device "$key" \
    -o "$work/devices/$key.json" --save-measurements "$work/calibration.json" $calibrate_args \
    > "$work/calibrate-report.txt" 2> "$work/logs/calibrate.log"
  status=$?
  cat "$work/calibrate-report.txt"
  grep -E "^  (gemm|FFMA|HFMA2|fp16|copy|launch)|warning|error" "$work/logs/calibrate.log"
  if [ $status -eq 0 ]; then
    step_done ok
  else
    tail -5 "$work/logs/calibrate.log"
    cp "devices/$key.json" "$work/devices/$key.json"
    skip "calibration" "netc calibrate exited $status; predictions use the shipped devices/$key.json"
    step_done "failed: exit $status"
  fi
fi

step "plans (netc profile --emit-plan, calibrated profile)"
netc_emit_plans "$bin" "$key" "$work/devices" "$nets" "$precisions"
bad=$?
[ $bad -eq 0 ] && step_done ok || step_done "failed: $bad plan(s) (logs/plans.log)"

# The rest of the budget, split between the two columns: the first phase
# gets its share (PyTorch's deadline stops new layers and networks, and
# compiling stops two thirds of the way), the second runs to the end, then
# the report.
reserve=25
left=$((budget - SECONDS - reserve))
[ $left -lt 60 ] && left=60
order=${ORDER:-pytorch-first}
pytorch_share=${PYTORCH_SHARE:-45}
pytorch_nets=${PYTORCH_NETS:-$nets}
cudnn_nets=${CUDNN_NETS:-$nets}

pytorch_phase() { # $1: seconds it may take
  step "PyTorch column (bench/pytorch_column.py): $pytorch_nets"
  pytorch_s=$1
  if [ -z "${pytorch_nets// /}" ]; then
    step_done "skipped: PYTORCH_NETS is empty"
    return
  fi
  if [ "$pytorch_s" -lt 30 ]; then
    for net in $pytorch_nets; do skip "$net PyTorch" "time budget: no time left for PyTorch"; done
    step_done "skipped: no time left"
    return
  fi
  compile_s=$(($1 * 2 / 3))
  local plans=() first=${precisions%% *}
  for net in $pytorch_nets; do
    [ -f "$work/plans/$net-$first.json" ] && plans+=("$work/plans/$net-$first.json")
  done
  PYTHONUNBUFFERED=1 timeout $((pytorch_s + 120)) python3 bench/pytorch_column.py "${plans[@]}" \
    --precision "${precisions// /,}" -o "$work/pytorch/{net}-{precision}.json" \
    --iterations "$iterations" --warmup "$warmup" --deadline-s "$pytorch_s" \
    --compile-deadline-s "$compile_s" 2>> "$work/logs/pytorch.log"
  local code=$?
  grep -h "^pytorch_column:" "$work/logs/pytorch.log"
  [ $code -eq 0 ] && step_done ok || step_done "failed: exit $code (logs/pytorch.log)"
}

# One line per profile for the console: the forward error and the full pass.
cat > "$work/profile-line.py" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
e = d["error_summary"]["forward"]
full = d["full_pass"]
line = "forward median error %.1f%%, sum error %.1f%%" % (e["median_percent"] or 0,
                                                         e["sum_error_percent"] or 0)
if full.get("measured"):
    line += ", full forward %.3f ms" % full["forward"]["median_ms"]
else:
    line += ", full pass not measured"
print(line)
PY

cudnn_phase() { # $1: the second (of $SECONDS) by which it must end
  step "cuDNN profiles (netc-runtime profile --framework): $cudnn_nets"
  runtime_end=$1
  local status=ok
  for net in $cudnn_nets; do
  for precision in $precisions; do
    name=$net-$precision
    case " ${CUDNN_RUNS:-$name} " in *" $name "*) ;; *) continue ;; esac
    plan=$work/plans/$name.json
    [ -f "$plan" ] || { skip "$name" "no plan"; continue; }
    remaining=$((runtime_end - SECONDS))
    if [ $remaining -lt 10 ]; then
      skip "$name" "time budget: the cuDNN profiles had used their share of the ${budget}s"
      continue
    fi
    begun=$SECONDS
    netc_runtime_profile "$bin" "$plan" "$name" "$precision" "$remaining" \
      --iterations "$iterations" --warmup "$warmup"
    code=$?
    if [ -s "$work/profiles/$name.json" ]; then
      sums=$(python3 "$work/profile-line.py" "$work/profiles/$name.json" 2>&1)
      echo "  $name: $((SECONDS - begun))s, exit $code: $sums"
      [ $code -ne 0 ] && grep -h "failed\|error" "$work/logs/profile-$name.log" | tail -2
    else
      echo "  $name: no profile (exit $code): $(tail -1 "$work/logs/profile-$name.log")"
      skip "$name" "netc-runtime profile exited $code: $(tail -1 "$work/logs/profile-$name.log")"
      status="failed: $name"
    fi
  done
  done
  step_done "$status"
}

if [ "$order" = cudnn-first ]; then
  cudnn_s=$((left * (100 - pytorch_share) / 100))
  echo "budget: ${left}s left; cuDNN until ${cudnn_s}s from now, then PyTorch"
  cudnn_phase $((SECONDS + cudnn_s))
  pytorch_phase $((budget - reserve - SECONDS))
else
  pytorch_s=$((left * pytorch_share / 100))
  echo "budget: ${left}s left; PyTorch ${pytorch_s}s, then cuDNN"
  pytorch_phase "$pytorch_s"
  cudnn_phase $((budget - reserve))
fi

step "report"
cat > "$work/commands.txt" <<EOF
bench/gpu-results.sh $bin   (ITERATIONS=$iterations WARMUP=$warmup BUDGET_S=$budget PRECISIONS="$precisions")
NETC_DEVICES_DIR=devices netc calibrate --device $key -o WORK/devices/$key.json --save-measurements WORK/calibration.json $calibrate_args
NETC_DEVICES_DIR=WORK/devices netc profile nets/NET.json --device $key --precision P ${BATCH:+--batch $BATCH }--emit-plan WORK/plans/NET-P.json
python3 bench/pytorch_column.py WORK/plans/NET-${precisions%% *}.json... --precision ${precisions// /,} -o 'WORK/pytorch/{net}-{precision}.json' --iterations $iterations --warmup $warmup --deadline-s $pytorch_s --compile-deadline-s $compile_s
netc-runtime profile WORK/plans/NET-P.json --precision P --iterations $iterations --warmup $warmup --framework WORK/pytorch/NET-P.json --format json -o WORK/profiles/NET-P.json --text WORK/profiles/NET-P.txt
EOF
python3 - "$work" "$key" "$SECONDS" "$nets" "$precisions" <<'PY'
import csv, json, os, sys, datetime
work, key, seconds, nets, precisions = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4].split(), sys.argv[5].split()
def read(name):
    try:
        return open(os.path.join(work, name)).read().strip()
    except OSError:
        return ""
device = json.loads(read("device.json") or "{}")
smi = list(csv.reader(read("nvidia-smi.csv").splitlines()))
smi = dict(zip([h.strip() for h in smi[0]], [v.strip() for v in smi[1]])) if len(smi) > 1 else {}
steps = [dict(zip(("step", "seconds", "status"), line.split("\t")))
         for line in read("steps.tsv").splitlines() if line]
skipped = dict(line.split("\t", 1) for line in read("skipped.tsv").splitlines() if line)
calibration = {}
try:
    calibration = json.load(open(os.path.join(work, "calibration.json")))
except (OSError, ValueError):
    pass
date = calibration.get("date") or datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
header = [
    f"Date: {date} (UTC)",
    f"Device: {device.get('name', '?')} (sm_{device.get('compute_capability', '?').replace('.', '')}, "
    f"{device.get('multiprocessors', '?')} SMs, {device.get('memory_bytes', 0) / 2**30:.1f} GiB, "
    f"L2 {device.get('l2_cache_bytes', 0) / 2**20:.0f} MiB); nvidia-smi: "
    + ", ".join(f"{k} {v}" for k, v in smi.items() if k != "name"),
    f"Driver {smi.get('driver_version', calibration.get('driver_release', '?'))} (CUDA "
    f"{device.get('driver_cuda_version', '?')}), CUDA runtime {device.get('cuda_runtime_version', '?')} "
    f"(netc-runtime, static), cuDNN {device.get('cudnn_version', '?')}, cuBLAS "
    f"{device.get('cublas_version', '?')}; {read('torch-version.txt')}",
    f"Device profile: devices/{key}.json, calibrated in this run (the copy is "
    f"{key}-calibrated.json; devices/{key}.json itself is unchanged)"
    + (f"; this run predicted with the profile calibrated earlier, {read('calibrated-profile-source.txt')}"
       if read("calibrated-profile-source.txt") else ""),
    "Paleo's model on these rows: not included. Paleo has no H100; its formulas with the "
    "H100's fp32 peak, clock and bandwidth need a paleo::Device built from a netc profile, "
    "which `netc predict --model paleo` does not offer yet (lib/CostModel needs no change: "
    "PaleoModel takes any paleo::Device).",
    "Commands:",
] + ["    " + line for line in read("commands.txt").splitlines()] + [
    f"Took {seconds} s in all (steps below).",
]
meta = {"date": date, "gpu": device.get("name", "?"), "device_key": key, "device": device,
        "nvidia_smi": smi, "torch": read("torch-version.txt"), "nets": nets,
        "precisions": precisions, "steps": steps, "skipped": skipped, "header": header,
        "commands": read("commands.txt").splitlines(), "seconds": seconds}
json.dump(meta, open(os.path.join(work, "meta.json"), "w"), indent=1)
PY
python3 bench/gpu_results_report.py "$work" --markdown "$out/results.md" --json "$out/results.json"
status=$?
cp "$work/calibration.json" "$out/calibration.json" 2>/dev/null
cp "$work/devices/$key.json" "$out/$key-calibrated.json"
tar czf "$out/work.tar.gz" -C "$work" .
[ $status -eq 0 ] && step_done ok || step_done "failed: report exit $status"

printf '\n=== [%ds] done: %d failed step(s); results in %s\n' "$SECONDS" "$failed" "$out"
awk -F'\t' '{printf "  %-52s %5ss  %s\n", $1, $2, $3}' "$work/steps.tsv"
exit $failed
