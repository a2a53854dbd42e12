#!/usr/bin/env bash
# A throwaway single-node Ceph S3 gateway for the storage tests: one monitor, one in-memory OSD
# and radosgw, all bound to 127.0.0.1 with every bit of state (and the pid files) under <dir>.
#
#   tools/ceph-s3.sh start <dir>   # env: RGW_PORT (7480), MON_PORT (3300), MON_V1_PORT (6789)
#   tools/ceph-s3.sh stop <dir>    # stops only the daemons whose pid files are in <dir>/run
#
# With OWNER_PID set, `start` also leaves a watchdog that stops the daemons and removes <dir>
# once that process has exited, so a test run that is killed does not leave Ceph running.
#
# After `start` the S3 endpoint is http://127.0.0.1:$RGW_PORT with access key `testkey` and
# secret `testsecret` (region us-east-1, path-style addressing).
set -euo pipefail

usage() {
  echo "usage: $0 start|stop <dir>" >&2
  exit 2
}

[ $# -eq 2 ] || usage
ACTION=$1
D=$2

# True while the process exists and is not a zombie waiting for a parent that never reaps it.
running() {
  local state
  state=$(ps -o stat= -p "$1" 2>/dev/null) || return 1
  [[ $state != Z* ]]
}

stop() {
  local pids=() f pid
  for f in "$D"/run/*.pid; do
    [ -f "$f" ] || continue
    pid=$(cat "$f")
    if [ -n "$pid" ] && kill "$pid" 2>/dev/null; then pids+=("$pid"); fi
  done
  # give the daemons a few seconds to go, then make sure
  for _ in $(seq 1 50); do
    local alive=0
    for pid in "${pids[@]}"; do running "$pid" && alive=1; done
    [ $alive -eq 0 ] && return 0
    sleep 0.1
  done
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
}

# Runs a command until it succeeds (the cluster answers some calls only once it has settled).
retry() {
  local tries=$1
  shift
  for i in $(seq 1 "$tries"); do
    "$@" && return 0
    [ "$i" -lt "$tries" ] && sleep 0.5
  done
  echo "failed after $tries tries: $*" >&2
  return 1
}

watchdog() {
  local owner=$1 self
  self=$(realpath "$0")
  (
    while kill -0 "$owner" 2>/dev/null; do sleep 1; done
    rm -f "$D/run/watchdog.pid"
    "$self" stop "$D"
    rm -rf "$D"
  ) </dev/null >/dev/null 2>&1 &
  echo $! >"$D/run/watchdog.pid"
}

start() {
  local rgw_port=${RGW_PORT:-7480} mon_port=${MON_PORT:-3300} mon_v1_port=${MON_V1_PORT:-6789}
  local mon_addr="[v2:127.0.0.1:$mon_port,v1:127.0.0.1:$mon_v1_port]"
  rm -rf "$D"
  mkdir -p "$D"/{mon,osd/ceph-0,rgw,run,log}
  local fsid
  fsid=$(uuidgen)
  cat >"$D/ceph.conf" <<CONF
[global]
fsid = $fsid
mon host = $mon_addr
mon initial members = a
public addr = 127.0.0.1
cluster addr = 127.0.0.1
ms bind ipv6 = false
auth cluster required = cephx
auth service required = cephx
auth client required = cephx
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon allow pool delete = true
mon warn on pool no redundancy = false
mon max pg per osd = 1000
run dir = $D/run
admin socket = $D/run/\$name.asok
pid file = $D/run/\$name.pid
log file = $D/log/\$name.log
keyring = $D/keyring
mon data = $D/mon/\$cluster-\$id
osd data = $D/osd/\$cluster-\$id
osd objectstore = memstore
memstore device bytes = 2147483648
[osd]
keyring = $D/osd/\$cluster-\$id/keyring
[client.rgw.a]
keyring = $D/rgw/keyring
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
rgw data = $D/rgw
rgw dns name = 127.0.0.1
CONF
  local C=(-c "$D/ceph.conf")
  ceph-authtool --create-keyring "$D/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
  ceph-authtool "$D/keyring" --gen-key -n client.admin \
    --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *' >/dev/null
  monmaptool --create --addv a "$mon_addr" --fsid "$fsid" "$D/monmap" >/dev/null
  ceph-mon "${C[@]}" --mkfs -i a --monmap "$D/monmap" --keyring "$D/keyring"
  ceph-mon "${C[@]}" -i a

  local osd_uuid id
  osd_uuid=$(uuidgen)
  id=$(timeout 60 ceph "${C[@]}" osd new "$osd_uuid")
  ceph-osd "${C[@]}" -i "$id" --mkfs --mkkey --osd-uuid "$osd_uuid" --no-mon-config \
    >"$D/log/osd-mkfs.log" 2>&1
  timeout 60 ceph "${C[@]}" auth add "osd.$id" osd 'allow *' mon 'allow profile osd' \
    -i "$D/osd/ceph-$id/keyring" 2>/dev/null
  timeout 60 ceph "${C[@]}" osd crush add "osd.$id" 1.0 root=default 2>/dev/null
  ceph-osd "${C[@]}" -i "$id" 2>>"$D/log/stderr.log"

  timeout 60 ceph "${C[@]}" auth get-or-create client.rgw.a mon 'allow rw' osd 'allow rwx' \
    -o "$D/rgw/keyring"
  radosgw "${C[@]}" -n client.rgw.a 2>>"$D/log/stderr.log"
  if [ -n "${OWNER_PID:-}" ]; then watchdog "$OWNER_PID"; fi

  # the gateway answers HTTP only once it has created its pools
  retry 240 curl -s -o /dev/null -m 2 "http://127.0.0.1:$rgw_port/"
  retry 20 timeout 30 radosgw-admin "${C[@]}" -n client.admin user create --uid=test \
    --display-name=test --access-key=testkey --secret=testsecret >/dev/null
  echo "S3 at http://127.0.0.1:$rgw_port (state in $D)"
}

case "$ACTION" in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
