#!/bin/bash
# Submits a match to Slurm: a job array of N shards (match.sbatch) and, after it, the merge
# (merge.sbatch), then prints the two job ids.
#
#   tools/cluster/submit-match.sh -n N [--sbatch OPTION]... MATCH_DIR KOSUMI_MATCH_OPTIONS...
#
# Shard K plays into MATCH_DIR/shard-K-of-N, the merged match goes to MATCH_DIR/merged, and each
# job's output to MATCH_DIR/logs/. Each --sbatch OPTION (e.g. --sbatch --partition=short
# --sbatch --cpus-per-task=2) is given to both sbatch calls. KOSUMI_MATCH names the runner
# (default: build/kosumi-match of this checkout). Submitting the same command again resumes: the
# finished shards have nothing left to play.
set -euo pipefail

usage() {
  echo "usage: $0 -n SHARDS [--sbatch OPTION]... MATCH_DIR KOSUMI_MATCH_OPTIONS..." >&2
  exit 2
}
here=$(cd "$(dirname "$0")" && pwd)
shards=""
sbatch_options=()
while [ $# -gt 0 ]; do
  case "$1" in
    -n) [ $# -ge 2 ] || usage; shards=$2; shift 2 ;;
    --sbatch) [ $# -ge 2 ] || usage; sbatch_options+=("$2"); shift 2 ;;
    -h|--help) usage ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || usage
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || usage
match_dir=$(realpath -m "$1")
shift
export KOSUMI_MATCH=${KOSUMI_MATCH:-$(realpath -m "$here/../../build/kosumi-match")}
if [ ! -x "$KOSUMI_MATCH" ]; then
  echo "submit-match.sh: no runner at $KOSUMI_MATCH (build it, or set KOSUMI_MATCH)" >&2
  exit 2
fi
# Slurm does not create the folders of its output files.
mkdir -p "$match_dir/logs"
array=$(sbatch --parsable "${sbatch_options[@]}" --array="0-$((shards - 1))" \
  --output="$match_dir/logs/shard-%a-of-$shards.out" "$here/match.sbatch" "$match_dir" "$@")
array=${array%%;*}  # "id;cluster" on a federated cluster
merge=$(sbatch --parsable "${sbatch_options[@]}" --dependency="afterany:$array" \
  --output="$match_dir/logs/merge.out" "$here/merge.sbatch" "$match_dir" "$shards")
merge=${merge%%;*}
echo "shards: job $array (array 0-$((shards - 1))); merge: job $merge; summary in $match_dir/logs/merge.out"
