#!/bin/bash
# Plays one short match three ways and checks that they are the same match, game for game: in one
# run of kosumi-match; as 4 shards on a one-machine Slurm cluster that this script starts
# (submit-match.sh: a job array, then the merge job); and as 4 shards with GNU parallel on this
# machine (parallel-match.sh --sshlogin :). Same games means the same SGF moves and the same
# results line (thinking times aside); the merged summary must be the one run's too.
#
#   tools/cluster/test-slurm.sh [BUILD_DIR]     (default: build; needs kosumi and kosumi-match)
#
# Runs as root: installs slurm-wlm, munge, parallel and gnugo with apt-get when missing, and
# starts munged, slurmctld and slurmd from a configuration in a temporary folder (no cgroups, no
# accounting, ports picked free on 127.0.0.1), all stopped on exit. KEEP_TMP=1 keeps the folder.
# About a minute on two cores.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
build=$(realpath -m "${1:-$repo/build}")
runner=$build/kosumi-match
started=$(date +%s)
say() { echo "[$(($(date +%s) - started)) s] $*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "run as root (apt-get and the Slurm daemons)"
[ -x "$runner" ] && [ -x "$build/kosumi" ] || fail "build kosumi and kosumi-match first (cmake --build $build --target kosumi kosumi-match)"
missing=()
for tool in sbatch slurmctld slurmd munged parallel; do command -v "$tool" >/dev/null || missing+=("$tool"); done
[ -x /usr/games/gnugo ] || missing+=(gnugo)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing slurm-wlm munge parallel gnugo (missing: ${missing[*]})"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq slurm-wlm munge parallel gnugo >/dev/null
fi

tmp=$(mktemp -d /tmp/kosumi-slurm-test.XXXXXX)
# munged wants every folder above its socket searchable by all.
chmod 755 "$tmp"
export SLURM_CONF=$tmp/slurm.conf
munge_socket=$tmp/munge/munge.socket

cleanup() {
  local status=$?
  set +e
  if [ -e "$tmp/slurmctld.pid" ]; then
    scancel --quiet --user=root 2>/dev/null
    for _ in $(seq 20); do [ -z "$(squeue -h 2>/dev/null)" ] && break; sleep 0.5; done
    scontrol shutdown >/dev/null 2>&1
  fi
  # What did not stop by itself within a few seconds is killed, by the pids it wrote.
  for pidfile in "$tmp/slurmd.pid" "$tmp/slurmctld.pid" "$tmp/munge/munged.pid"; do
    [ -s "$pidfile" ] || continue
    pid=$(cat "$pidfile")
    kill "$pid" 2>/dev/null
    for _ in $(seq 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$pid" 2>/dev/null
  done
  if [ "${KEEP_TMP:-0}" = 1 ]; then echo "kept $tmp"; else rm -rf "$tmp"; fi
  exit $status
}
trap cleanup EXIT

# A free TCP port on 127.0.0.1 from 20000 up, other than those in $@.
free_port() {
  local port
  for ((port = 20000 + RANDOM % 20000; ; ++port)); do
    case " $* " in *" $port "*) continue ;; esac
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}

say "munged"
mkdir -m 755 "$tmp/munge"
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$tmp/munge/munge.key"
munged --key-file="$tmp/munge/munge.key" --socket="$munge_socket" --pid-file="$tmp/munge/munged.pid" \
  --log-file="$tmp/munge/munged.log" --seed-file="$tmp/munge/munged.seed"
munge -S "$munge_socket" -n | unmunge -S "$munge_socket" >/dev/null || fail "munge credentials do not decode"

say "slurmctld and slurmd on localhost, $(nproc) CPUs"
ctld_port=$(free_port)
slurmd_port=$(free_port "$ctld_port")
mkdir -p "$tmp/state" "$tmp/spool" "$tmp/log"
cat >"$SLURM_CONF" <<EOF
ClusterName=kosumitest
SlurmctldHost=$(hostname -s)(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$munge_socket
CredType=cred/munge
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld
slurmd -N localhost
for i in $(seq 60); do
  [ "$(sinfo -h -o %T 2>/dev/null)" = idle ] && break
  [ "$i" = 60 ] && { tail -n 20 "$tmp"/log/*.log; fail "the node did not come up idle"; }
  sleep 0.5
done
sinfo

engine1="$build/kosumi --threads 1 --playouts 50 --seed 1 --read-decided-fights off"
engine2="/usr/games/gnugo --mode gtp --level 1 --chinese-rules"
match=(--engine1 "$engine1" --engine2 "$engine2" --size 9 --komi 7.5 --rules chinese --games 8 --opening 2 --seed 3)

say "the whole match in one run"
"$runner" "${match[@]}" --parallel 2 --out "$tmp/whole" >/dev/null 2>&1 || fail "the one run failed"

say "the match as 4 shards on Slurm"
KOSUMI_MATCH=$runner "$repo/tools/cluster/submit-match.sh" -n 4 "$tmp/slurm" "${match[@]}"
for i in $(seq 300); do
  [ -z "$(squeue -h)" ] && break
  [ "$i" = 300 ] && { squeue; fail "the jobs did not finish in 150 s"; }
  sleep 0.5
done
# Finished jobs stay known to slurmctld for a while: each must have completed with status 0.
jobs=$(scontrol -o show job)
echo "$jobs" | awk '{ line = ""
  for (i = 1; i <= NF; ++i) if ($i ~ /^(JobId|ArrayJobId|ArrayTaskId|JobName|JobState|ExitCode)=/) line = line " " $i
  print " " line }' | sort -t= -k2 -n
[ "$(echo "$jobs" | grep -c 'JobState=COMPLETED.*ExitCode=0:0')" = 5 ] || fail "not every job completed with status 0"
for k in 0 1 2 3; do
  echo "  shard $k: $(grep -c '^[0-9]' "$tmp/slurm/shard-$k-of-4/results.dat") games ($(cut -f1 "$tmp/slurm/shard-$k-of-4/results.dat" | grep '^[0-9]' | tr '\n' ' '))"
done
echo "--- merge job's output"
cat "$tmp/slurm/logs/merge.out"

say "the match as 4 shards with GNU parallel on this machine (--sshlogin :)"
KOSUMI_MATCH=$runner "$repo/tools/cluster/parallel-match.sh" -n 4 -S : -j 2 "$tmp/parallel" "${match[@]}" \
  >"$tmp/parallel.out" 2>/dev/null || fail "parallel-match.sh failed"
# Each shard's last line (parallel tags it with the shard), then the merge's own lines.
grep -E 'shard [0-9]/4: |^merged|^SPRT in' "$tmp/parallel.out" | sed 's/^/  /'
awk -F'\t' 'NR > 1 { printf "  joblog: shard %d/4 on %s, %.1f s, exit %s\n", $1 - 1, $2, $4, $7 }' "$tmp/parallel/parallel.log"

# Each game: its SGF without the date, and its results line without the thinking times.
game_moves() { sed 's/DT\[[^]]*\]//' "$1"; }
result_line() { awk -F'\t' -v g="$2" '$1 == g { print $1, $2, $3, $4, $5, $6, $7, $10, $11, $12 }' "$1"; }
same=0
for g in $(seq 0 7); do
  sgf=$(printf 'game-%04d.sgf' "$g")
  whole_result=$(result_line "$tmp/whole/results.dat" "$g")
  for how in slurm parallel; do
    if [ "$(game_moves "$tmp/whole/$sgf")" != "$(game_moves "$tmp/$how/merged/$sgf")" ]; then
      fail "game $g: the $how run's moves differ from the one run's"
    fi
    [ "$(result_line "$tmp/$how/merged/results.dat" "$g")" = "$whole_result" ] ||
      fail "game $g: the $how run's result differs from the one run's"
  done
  moves=$(grep -o ';[BW]\[' "$tmp/whole/$sgf" | wc -l)
  echo "  game $g: $moves moves, $(echo "$whole_result" | cut -d' ' -f5): same moves and result in all three runs"
  same=$((same + 1))
done
# The summaries, less the time per move, which no two runs share.
summary() { grep -v '^mean length' "$1"; }
for how in slurm parallel; do
  diff <(summary "$tmp/whole/summary.txt") <(summary "$tmp/$how/merged/summary.txt") ||
    fail "the $how run's merged summary is not the one run's"
done
echo "--- the one run's summary, which both merged summaries repeat (time per move aside)"
cat "$tmp/whole/summary.txt"
say "passed: $same of 8 games alike in the one run, the Slurm shards and the parallel shards"
