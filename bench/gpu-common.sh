# gpu-common.sh - what the one-command GPU scripts share (bench/gpu-results.sh,
# bench/true-time.sh). Sourced, not run. The caller sets `work` (its work
# directory) before calling anything here, and `failed=0`.
#
#   step NAME / step_done STATUS   a step's start and end: steps.tsv gets its
#                                  seconds and status ("ok..." or why not);
#                                  any other status counts in $failed
#   skip WHAT WHY                  what was left out and why: skipped.tsv
#   netc_device_info BIN           nvidia-smi, netc-runtime device (device.json)
#                                  and PyTorch's versions into $work; sets
#                                  gpu (the device's name)
#   netc_device_key                the device profile's key from $gpu (h100,
#                                  h200) or DEVICE_KEY; empty when unknown
#   net_file NET, net_name NET     a net given as NAME is nets/NAME.json; one
#                                  given as a path to a .json, .mlir or .onnx
#                                  file is that file, named by its file name
#                                  without the extension
#   netc_emit_plans BIN KEY DEVICES_DIR NETS PRECISIONS
#                                  netc profile --emit-plan for each net and
#                                  precision into $work/plans/NAME-P.json
#   netc_runtime_profile BIN PLAN NAME PRECISION SECONDS [ARGS...]
#                                  netc-runtime profile, JSON and text, into
#                                  $work/profiles/NAME.{json,txt}; with
#                                  $work/pytorch/NAME.json as --framework, and
#                                  once more without it if the runtime refuses
#                                  that file; returns the runtime's status
#
# cuDNN and cuBLAS come from PyTorch's pip packages (bench/cuda-libs.sh).

# shellcheck source=bench/cuda-libs.sh
source "$(dirname "${BASH_SOURCE[0]}")/cuda-libs.sh"

step_start=0
step_name=""
step() {
  step_name=$1
  step_start=$SECONDS
  printf '\n=== [%ds] %s\n' "$SECONDS" "$step_name"
}
step_done() {
  printf '%s\t%d\t%s\n' "$step_name" $((SECONDS - step_start)) "$1" >> "$work/steps.tsv"
  case $1 in ok*) ;; *) failed=$((failed + 1)) ;; esac
}
skip() { printf '%s\t%s\n' "$1" "$2" >> "$work/skipped.tsv"; echo "skipped $1: $2"; }

netc_device_info() { # BIN
  local bin=$1 status
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem,power.limit,temperature.gpu \
    --format=csv | tee "$work/nvidia-smi.csv"
  "$bin/netc-runtime" device --format json > "$work/device.json" && "$bin/netc-runtime" device
  status=$?
  python3 -c 'import torch; print(f"torch {torch.__version__} CUDA {torch.version.cuda} cuDNN {torch.backends.cudnn.version()}")' \
    | tee "$work/torch-version.txt"
  gpu=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["name"])' "$work/device.json" 2>/dev/null)
  return $status
}

netc_device_key() {
  if [ -n "${DEVICE_KEY:-}" ]; then
    echo "$DEVICE_KEY"
    return
  fi
  case ${gpu:-} in
    *H100*) echo h100 ;;
    *H200*) echo h200 ;;
    *) echo "" ;;
  esac
}

net_file() { # NET: the network file
  case $1 in
    *.json | *.mlir | *.onnx) printf '%s\n' "$1" ;;
    *) printf 'nets/%s.json\n' "$1" ;;
  esac
}
net_name() { # NET: the name its plans, profiles and runs are filed under
  local base=${1##*/}
  case $base in
    *.json | *.mlir | *.onnx) base=${base%.*} ;;
  esac
  printf '%s\n' "$base"
}

netc_emit_plans() { # BIN KEY DEVICES_DIR NETS PRECISIONS; returns the number that failed
  local bin=$1 key=$2 devices=$3 nets=$4 precisions=$5 net name precision bad=0
  mkdir -p "$work/plans" "$work/logs"
  for net in $nets; do
    name=$(net_name "$net")
    for precision in $precisions; do
      NETC_DEVICES_DIR="$devices" "$bin/netc" profile "$(net_file "$net")" --device "$key" \
        --precision "$precision" ${BATCH:+--batch "$BATCH"} --emit-plan "$work/plans/$name-$precision.json" \
        2>> "$work/logs/plans.log" || { bad=$((bad + 1)); echo "plan $name $precision failed"; }
    done
  done
  return $bad
}

netc_runtime_profile() { # BIN PLAN NAME PRECISION SECONDS [ARGS...]
  local bin=$1 plan=$2 name=$3 precision=$4 seconds=$5 code
  shift 5
  local framework=()
  mkdir -p "$work/profiles" "$work/logs"
  [ -f "$work/pytorch/$name.json" ] && framework=(--framework "$work/pytorch/$name.json")
  _netc_profile_once() {
    timeout "$seconds" "$bin/netc-runtime" profile "$plan" --precision "$precision" "$@" \
      --format json -o "$work/profiles/$name.json" --text "$work/profiles/$name.txt" \
      2>> "$work/logs/profile-$name.log"
  }
  _netc_profile_once "$@" "${framework[@]}"
  code=$?
  if [ $code -eq 1 ] && [ ! -s "$work/profiles/$name.json" ] && [ ${#framework[@]} -gt 0 ] &&
     tail -1 "$work/logs/profile-$name.log" | grep -q -- "--framework\|pytorch/$name.json"; then
    # A framework file the runtime refuses must not cost the reference column.
    echo "  $name: retry without the PyTorch column: $(tail -1 "$work/logs/profile-$name.log")"
    _netc_profile_once "$@"
    code=$?
  fi
  return $code
}
