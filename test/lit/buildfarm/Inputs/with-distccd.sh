#!/usr/bin/env bash
# with-distccd.sh LOG COMMAND... - runs COMMAND with a distcc daemon on
# localhost: started here on a free port, logging to LOG, named by
# DISTCC_HOSTS with local fallback off (so that a compile the daemon fails
# fails), and stopped afterwards. The daemon finds compilers on this PATH;
# started by root it runs as the distccd user.
set -euo pipefail
log=$1
shift
# The daemon's own folder, which the distccd user can enter (lit's TMPDIR
# is root's alone).
dir=$(mktemp -d /tmp/hpvm-distccd.XXXXXX)
chmod 777 "$dir"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
# --enable-tcp-insecure: hpvmcc is not in distcc's list of compilers
# (/usr/lib/distcc); docs/tooling.md says how a build farm adds it.
TMPDIR="$dir" distccd --daemon --no-detach --allow 127.0.0.1 --listen 127.0.0.1 \
  --port "$port" --log-stderr --log-level info --enable-tcp-insecure \
  2> "$log" &
daemon=$!
trap 'kill "$daemon"; wait "$daemon" 2>/dev/null || true; rm -rf "$dir"' EXIT
for _ in $(seq 100); do
  grep -q "daemon started" "$log" && break
  sleep 0.1
done
status=0
DISTCC_HOSTS="127.0.0.1:$port/2" DISTCC_FALLBACK=0 DISTCC_DIR="$dir" "$@" || status=$?
# The client returns once it has the object; the daemon's child logs its job
# summary after that. Wait for a summary of every job before stopping it.
for _ in $(seq 100); do
  [ "$(grep -c "connection from" "$log" || true)" -le \
    "$(grep -c dcc_job_summary "$log" || true)" ] && break
  sleep 0.1
done
exit "$status"
