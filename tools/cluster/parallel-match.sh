#!/bin/bash
# Plays a match as N shards with GNU parallel, on this machine or over ssh on machines without a
# scheduler, then merges them:
#
#   tools/cluster/parallel-match.sh -n N [-S SSHLOGINS] [-j JOBS] MATCH_DIR KOSUMI_MATCH_OPTIONS...
#
# SSHLOGINS is parallel's --sshlogin list (default ':', this machine; e.g. ':,4/user@host2').
# Remote machines must see MATCH_DIR, the runner and the engines at the same paths (a shared
# file system); each shard runs in this folder's path there. JOBS is the number of shards at once
# on each machine (default: parallel's, one a core). Shard K plays into MATCH_DIR/shard-K-of-N,
# the merged match goes to MATCH_DIR/merged, and its summary to stdout. Running the same command
# again resumes every shard where it stopped. KOSUMI_MATCH names the runner (default:
# build/kosumi-match of this checkout).
set -euo pipefail

usage() {
  echo "usage: $0 -n SHARDS [-S SSHLOGINS] [-j JOBS] MATCH_DIR KOSUMI_MATCH_OPTIONS..." >&2
  exit 2
}
here=$(cd "$(dirname "$0")" && pwd)
shards=""
logins=":"
jobs=()
while [ $# -gt 0 ]; do
  case "$1" in
    -n) [ $# -ge 2 ] || usage; shards=$2; shift 2 ;;
    -S) [ $# -ge 2 ] || usage; logins=$2; shift 2 ;;
    -j) [ $# -ge 2 ] || usage; jobs=(-j "$2"); shift 2 ;;
    -h|--help) usage ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || usage
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || usage
command -v parallel >/dev/null || { echo "parallel-match.sh: GNU parallel is not installed" >&2; exit 2; }
match_dir=$(realpath -m "$1")
shift
runner=${KOSUMI_MATCH:-$(realpath -m "$here/../../build/kosumi-match")}
mkdir -p "$match_dir"
status=0
# -q keeps each option one word through the shell (and ssh); the joblog says how each shard ended.
parallel -q --sshlogin "$logins" "${jobs[@]}" --workdir "$PWD" --joblog "$match_dir/parallel.log" \
  --tagstring "shard {}/$shards" \
  "$runner" --shard "{}/$shards" --out "$match_dir/shard-{}-of-$shards" "$@" \
  ::: $(seq 0 $((shards - 1))) || status=$?
folders=()
for ((k = 0; k < shards; ++k)); do
  if [ -e "$match_dir/shard-$k-of-$shards/match.txt" ]; then folders+=("$match_dir/shard-$k-of-$shards"); fi
done
[ ${#folders[@]} -gt 0 ] || { echo "parallel-match.sh: no shard folder under $match_dir" >&2; exit 1; }
merged=0
"$runner" --merge "${folders[@]}" --out "$match_dir/merged" || merged=$?
# The merge's status first: it says whether games are missing; then whether a shard failed.
[ "$merged" -ne 0 ] && exit "$merged"
exit "$status"
