#!/bin/bash
# A throwaway single-node Slurm cluster for test/cluster/slurm.test.ts (issue 26): munged and slurmctld +
# slurmd as root, all state, sockets, logs and pid files in one folder, ports chosen by the caller.
#   slurm-cluster.sh start <dir> <ctld-port> <slurmd-port>   → writes <dir>/slurm.conf, starts the daemons
#   slurm-cluster.sh stop <dir>                               → stops the daemons it started (by PID), removes <dir>
# The configuration works as root without cgroups: proctrack/linuxproc, task/none, select/cons_tres, no
# cgroup.conf, one node with CPUs=$(nproc).
set -euo pipefail
cmd="$1"
dir="$2"

stop() {
  for name in slurmd slurmctld munged; do
    pid_file="$dir/$name.pid"
    [ -f "$pid_file" ] || continue
    pid="$(cat "$pid_file")"
    if kill -0 "$pid" 2>/dev/null; then
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -9 "$pid" 2>/dev/null || true
    fi
  done
}

if [ "$cmd" = stop ]; then
  stop
  rm -rf "$dir"
  exit 0
fi

ctld_port="$3"
slurmd_port="$4"
mkdir -p "$dir/state" "$dir/spool" "$dir/munge"
chmod 700 "$dir" "$dir/munge"
node="$(hostname -s)"
mungekey --create --keyfile="$dir/munge/munge.key" --force
chmod 400 "$dir/munge/munge.key"
munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
  --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/munge.seed"
cat > "$dir/slurm.conf" <<CONF
ClusterName=hflux-test
SlurmctldHost=$node
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
SlurmctldTimeout=30
SlurmdTimeout=30
InactiveLimit=0
MinJobAge=300
KillWait=5
NodeName=$node CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$dir/slurm.conf"
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 100); do
  state="$(sinfo -h -o %T 2>/dev/null || true)"
  case "$state" in idle*|mixed*|allocated*) echo "$state"; exit 0 ;; esac
  sleep 0.2
done
echo "the node did not come up: $(sinfo -h -o %T 2>&1 || true)" >&2
tail -20 "$dir/slurmctld.log" "$dir/slurmd.log" >&2 || true
exit 1
