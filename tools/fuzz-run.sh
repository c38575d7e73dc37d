#!/usr/bin/env bash
# Builds the libFuzzer harnesses (tools/fuzz/) with clang and runs each for a given time,
# reporting executions, coverage and any crash. Exit status 1 if any harness failed.
#
#   tools/fuzz-run.sh [--seconds N] [--build DIR] [--jobs N] [gtp|sgf|board|move-model ...]
#
# Defaults: 60 seconds each, build folder build-fuzz, every harness. New inputs go to
# DIR/fuzz-corpus/NAME (the seeds in tools/fuzz/corpus/NAME are read, never written); a crashing
# input is saved as DIR/fuzz-artifacts/NAME/crash-* and its report is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
build=build-fuzz
jobs=2
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --build) build="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    -*) echo "fuzz-run: unknown option $1" >&2; exit 2 ;;
    *) names+=("$1"); shift ;;
  esac
done
[ ${#names[@]} -gt 0 ] || names=(gtp sgf board move-model)

if [ ! -f "$build/build.ninja" ]; then
  # -O1 with line tables: quick to build, and crash reports still name files and lines.
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only" -DCMAKE_CXX_COMPILER=clang++ \
    -DKOSUMI_FUZZ=ON -DKOSUMI_TESTS=OFF >/dev/null
fi
targets=()
for name in "${names[@]}"; do targets+=("kosumi-fuzz-$name"); done
cmake --build "$build" -j "$jobs" --target "${targets[@]}"

status=0
for name in "${names[@]}"; do
  corpus="$build/fuzz-corpus/$name"
  artifacts="$build/fuzz-artifacts/$name"
  log="$build/fuzz-$name.log"
  mkdir -p "$corpus" "$artifacts"
  echo "fuzz $name: ${seconds} s"
  # -timeout: one input taking this long is a hang, reported like a crash.
  # -close_fd_mask=3: the engine's own log lines would drown the fuzzer's output.
  if "$build/kosumi-fuzz-$name" "$corpus" "tools/fuzz/corpus/$name" -max_total_time="$seconds" -timeout=30 \
       -rss_limit_mb=2048 -close_fd_mask=3 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1; then
    result=ok
  else
    result=FAILED
    status=1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 || true)
  echo "fuzz $name: $result, ${runs:-?} executions in ${took:-$seconds} s, $cov, corpus $(ls "$corpus" | wc -l) files"
  if [ "$result" != ok ]; then
    grep -E -A40 'ERROR: AddressSanitizer|runtime error|fuzz check failed|ERROR: libFuzzer|deadly signal' "$log" | head -80 || tail -40 "$log"
    ls "$artifacts"
  fi
done
exit $status
