#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster:
#   bash scripts/ci/with-postgres.sh npx vitest run --project node
# Creates the cluster in a temporary directory (as an unprivileged user when run as root), listens on
# a random port on 127.0.0.1 only, exports DATABASE_URL, runs the command, then stops and removes the
# cluster and exits with the command's exit code. Fails loudly when PostgreSQL cannot start.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_OS_USER="${PG_OS_USER:-tessera-pg}"

fail() { echo "with-postgres: $*" >&2; exit 70; }

[ "$#" -gt 0 ] || fail "usage: with-postgres.sh <command...>"
[ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ] || fail "PostgreSQL 15 not found in $PG_BIN (install postgresql-15 or set PG_BIN)"

as_pg() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root: use (and if needed create) an unprivileged system user.
  if ! id "$PG_OS_USER" >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_OS_USER" || fail "could not create user $PG_OS_USER"
  fi
  as_pg() { runuser -u "$PG_OS_USER" -- "$@"; }
fi

WORK_DIR="$(mktemp -d -t tessera-pg.XXXXXX)"
chmod 700 "$WORK_DIR"
if [ "$(id -u)" = "0" ]; then chown "$PG_OS_USER" "$WORK_DIR"; fi
PGDATA_DIR="$WORK_DIR/data"
PG_PASSWORD="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT

printf '%s\n' "$PG_PASSWORD" > "$WORK_DIR/pwfile"
if [ "$(id -u)" = "0" ]; then chown "$PG_OS_USER" "$WORK_DIR/pwfile"; fi
chmod 600 "$WORK_DIR/pwfile"
as_pg "$PG_BIN/initdb" -D "$PGDATA_DIR" -U postgres --pwfile="$WORK_DIR/pwfile" --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$WORK_DIR/initdb.log" 2>&1 \
  || { cat "$WORK_DIR/initdb.log" >&2; fail "initdb failed"; }
rm -f "$WORK_DIR/pwfile"

if ! as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -l "$WORK_DIR/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$WORK_DIR -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null; then
  cat "$WORK_DIR/server.log" >&2 || true
  fail "PostgreSQL did not start"
fi

export DATABASE_URL="postgres://postgres:${PG_PASSWORD}@127.0.0.1:${PORT}/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
