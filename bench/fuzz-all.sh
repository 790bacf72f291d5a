#!/usr/bin/env bash
#===- bench/fuzz-all.sh - Fuzz every parser netc has, each for a while -----===#
#
# Usage: bench/fuzz-all.sh [SECONDS] [TARGET...]     (default 60 s each, all)
#
# Targets (libFuzzer + ASan + UBSan, built with clang 22):
#   importer     Paleo JSON -> importer -> analyses -> reports  (build-fuzz)
#   mlir         net dialect .mlir -> parser, verifiers, reports (build-fuzz)
#   onnx         ONNX ModelProto -> ONNX importer -> analyses -> reports
#                (build-fuzz; skipped where netc builds without ONNX support)
#   plan         netc-runtime's plan.json reader        (build-fuzz-runtime)
#   safetensors  the weights reader                      (build-fuzz-runtime)
#   idx          the dataset reader, raw and gzipped     (build-fuzz-runtime)
#
# Each runs with one process (nice 19) from the seeds in bench/fuzz/seeds/
# (the importer's from nets/, test/Frontend/errors.test and the networks of
# test/Hostile; the ONNX importer's are test/Inputs/onnx's models encoded by
# protoc) and its dictionary. Prints one summary line
# per target; exits non-zero when any found a crash, a sanitizer report, a
# timeout (> 10 s for one input) or an out-of-memory (> 2 GiB), keeping the
# input in build-fuzz*/fuzz-artifacts/<target>/.
#
# Environment:
#   NETC_FUZZ_JOBS=N        ninja -j for the builds (default 2)
#   NETC_FUZZ_NO_BUILD=1    use the fuzzers already built
#   NETC_FUZZ_CORPUS=DIR    keep each target's grown corpus in DIR/<target>
#                           (a campaign resumes from it: run again with the same DIR)
#   NETC_FUZZ_BIN=DIR       run the six netc-<target>-fuzzer binaries in DIR, built
#                           elsewhere (implies NETC_FUZZ_NO_BUILD; logs and findings
#                           go to DIR/logs and DIR/fuzz-artifacts): a campaign on a
#                           machine with more cores and no compiler
#   NETC_FUZZ_PARALLEL=1    run the targets at the same time, not one after another
#                           (a machine with a core per target)
#   NETC_FUZZ_FORK=N        N fuzzing processes per target (libFuzzer's -fork=N; a
#                           target's time then counts N processes' CPU seconds)
#
# Reproduce a finding: build-fuzz*/bin/netc-<target>-fuzzer ARTIFACT
#
#===----------------------------------------------------------------------===#

set -euo pipefail

duration=${1:-60}
shift || true
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(importer mlir onnx plan safetensors idx)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
llvm=/usr/lib/llvm-22/bin
jobs=${NETC_FUZZ_JOBS:-2}
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

wants() { local t; for t in "${targets[@]}"; do [[ $t == "$1" ]] && return 0; done; return 1; }

# The ONNX importer is built where protoc and onnx.proto are (as in
# lib/Frontend/CMakeLists.txt); elsewhere its target is skipped, not failed.
onnx_proto_dir=/usr/include/onnx
have_onnx=0
command -v protoc >/dev/null && [[ -f $onnx_proto_dir/onnx.proto ]] && have_onnx=1
# Prebuilt fuzzers: the ONNX one exists where it was built; its seeds then come
# from the campaign's corpus when this machine cannot encode them.
prebuilt=${NETC_FUZZ_BIN:+$(cd "$NETC_FUZZ_BIN" && pwd)}
can_encode_onnx=$have_onnx
[[ -n $prebuilt && -x $prebuilt/netc-onnx-fuzzer ]] && have_onnx=1

if [[ ${NETC_FUZZ_NO_BUILD:-0} != 1 && -z $prebuilt ]]; then
  if wants importer || wants mlir || { wants onnx && [[ $have_onnx == 1 ]]; }; then
    cmake -S "$root" -B "$root/build-fuzz" -G Ninja "${launcher[@]}" \
      -DCMAKE_CXX_COMPILER=$llvm/clang++ -DCMAKE_C_COMPILER=$llvm/clang \
      -DNETC_ENABLE_FUZZER=ON -DBUILD_TESTING=OFF -DNETC_BUILD_RUNTIME=OFF >/dev/null
    build=()
    wants importer && build+=(netc-importer-fuzzer)
    wants mlir && build+=(netc-mlir-fuzzer)
    wants onnx && [[ $have_onnx == 1 ]] && build+=(netc-onnx-fuzzer)
    cmake --build "$root/build-fuzz" --target "${build[@]}" -j "$jobs"
  fi
  if wants plan || wants safetensors || wants idx; then
    cmake -S "$root/bench/fuzz/runtime" -B "$root/build-fuzz-runtime" -G Ninja "${launcher[@]}" \
      -DCMAKE_CXX_COMPILER=$llvm/clang++ >/dev/null
    cmake --build "$root/build-fuzz-runtime" -j "$jobs"
  fi
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/netc-fuzz-all.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The importer's seeds: every network, Paleo's own and the error cases.
importer_seeds=$work/importer-seeds
mkdir -p "$importer_seeds" "$work/errors"
cp "$root"/nets/*.json "$importer_seeds"/
if [[ -x $llvm/split-file ]]; then # (elsewhere the campaign's corpus holds them)
  $llvm/split-file "$root/test/Frontend/errors.test" "$work/errors"
  for f in "$work"/errors/*; do cp "$f" "$importer_seeds/error-$(basename "$f")"; done
  # ...and the hostile corpus's networks (test/Hostile).
  for test in json-import names-in-artifacts; do
    mkdir -p "$work/$test"
    $llvm/split-file "$root/test/Hostile/$test.test" "$work/$test"
    for f in "$work/$test"/*.json; do cp "$f" "$importer_seeds/hostile-$(basename "$f")"; done
  done
fi

# The ONNX importer's seeds: the test models, encoded as the lit tests do.
onnx_seeds=$work/onnx-seeds
mkdir -p "$onnx_seeds"
if [[ $can_encode_onnx == 1 ]]; then
  for f in "$root"/test/Inputs/onnx/*.textproto; do
    protoc --encode=onnx.ModelProto -I "$onnx_proto_dir" onnx.proto <"$f" \
      >"$onnx_seeds/$(basename "$f" .textproto).onnx"
  done
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
[[ -x $llvm/llvm-symbolizer ]] && export ASAN_SYMBOLIZER_PATH=$llvm/llvm-symbolizer

# One target: fuzz it for $duration seconds, then print its summary line;
# returns non-zero on a finding.
fuzz_target() {
  local target=$1 build seeds dict fuzzer artifacts corpus log code runs cov
  case $target in
    importer) build=build-fuzz; seeds=$importer_seeds; dict=json.dict ;;
    mlir) build=build-fuzz; seeds=$root/bench/fuzz/seeds/mlir; dict=mlir.dict ;;
    onnx)
      if [[ $have_onnx != 1 ]]; then
        echo "onnx: SKIPPED (no protoc or $onnx_proto_dir/onnx.proto: netc builds without ONNX support)"
        return 0
      fi
      build=build-fuzz; seeds=$onnx_seeds; dict=onnx.dict ;;
    plan) build=build-fuzz-runtime; seeds=$root/bench/fuzz/seeds/plan; dict=plan.dict ;;
    safetensors) build=build-fuzz-runtime; seeds=$root/bench/fuzz/seeds/safetensors; dict=safetensors.dict ;;
    idx) build=build-fuzz-runtime; seeds=$root/bench/fuzz/seeds/idx; dict=idx.dict ;;
    *) echo "fuzz-all: unknown target '$target'" >&2; exit 2 ;;
  esac
  fuzzer=$root/$build/bin/netc-$target-fuzzer
  artifacts=$root/$build/fuzz-artifacts/$target
  log=$root/$build/fuzz-$target.log
  if [[ -n $prebuilt ]]; then
    fuzzer=$prebuilt/netc-$target-fuzzer
    artifacts=$prebuilt/fuzz-artifacts/$target
    log=$prebuilt/logs/fuzz-$target.log
    mkdir -p "$prebuilt/logs"
  fi
  corpus=${NETC_FUZZ_CORPUS:+$NETC_FUZZ_CORPUS/$target}
  corpus=${corpus:-$work/corpus-$target}
  mkdir -p "$artifacts" "$corpus" "$seeds"
  set +e
  nice -n 19 "$fuzzer" "$corpus" "$seeds" -dict="$root/bench/fuzz/$dict" \
    -max_len=65536 -timeout=10 -rss_limit_mb=2048 -max_total_time="$duration" \
    -print_final_stats=1 -artifact_prefix="$artifacts/" \
    ${NETC_FUZZ_FORK:+-fork="$NETC_FUZZ_FORK"} >"$log" 2>&1
  code=$?
  set -e
  # A fuzzer that stops before its first run (a bad dictionary) logs no
  # coverage; under pipefail the failed grep would end the script unreported.
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  # -fork prints no final stats: its last status line ("#RUNS: cov: ...") has them.
  [[ -z $runs ]] && runs=$(sed -n 's/^#\([0-9]*\): cov:.*/\1/p' "$log" | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 || true)
  if [[ $code -ne 0 ]]; then
    echo "$target: FINDING after ${runs:-?} runs (exit $code): $(ls -t "$artifacts" | head -1) (log $log)"
    grep -m3 -E 'ERROR|runtime error|SUMMARY' "$log" || true
    return 1
  fi
  echo "$target: ${duration} s${NETC_FUZZ_FORK:+ x $NETC_FUZZ_FORK processes}, ${runs:-?} runs, ${cov:-cov: ?}, no crash"
}

status=0
if [[ ${NETC_FUZZ_PARALLEL:-0} == 1 ]]; then
  pids=()
  for target in "${targets[@]}"; do
    fuzz_target "$target" >"$work/summary-$target" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || status=1
    cat "$work/summary-${targets[$i]}"
  done
else
  for target in "${targets[@]}"; do
    fuzz_target "$target" || status=1
  done
fi
exit $status
