#!/usr/bin/env bash
# The test suite in three tiers, each runnable alone; no argument runs them all (`pnpm test`).
#   lint    Biome and the module boundaries alone (the first part of fast)
#   fast    lint, boundaries, types, domain and web unit tests, the API's integration tests on PGlite (`pnpm test:fast`)
#   pg      the schema types and the integration tests again on PostgreSQL (`pnpm test:pg`)
#   system  the fuzz and the boundary walk (PGlite and PostgreSQL), the production build, the example
#           script against a started server, kill -9 under load, two processes on one PostgreSQL, the
#           browser tests and Lighthouse (`pnpm test:system`)
# With no argument the parts that do not depend on each other run two at a time (see run_all below);
# LANES=1 runs everything one after the other instead.
# STRICT=1 (set by .ci/run) turns every "skipped" below into a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
STRICT="${STRICT:-0}"
PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"

# Each step's wall time is kept in a file (lanes are subshells) and printed at the end.
timings_file=$(mktemp)
trap 'rm -f "$timings_file"' EXIT
step_name=""
step_start=$SECONDS
close_step() {
  if [ -n "$step_name" ]; then printf '%5ss  %s\n' $((SECONDS - step_start)) "$step_name" >> "$timings_file"; fi
  step_name=""
}
step() {
  close_step
  step_name="$*"
  step_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
skip() {
  if [ "$STRICT" = 1 ]; then echo "FAILED: $*" >&2; exit 1; fi
  echo "SKIPPED: $*"
}
# Whether something answers at PG_URL's host and port (5432 unless given), within 5 seconds.
pg_reachable() {
  node -e '
    const u = new URL(process.argv[1]);
    const s = require("net").connect({ host: u.hostname.replace(/^\[|\]$/g, "") || "localhost", port: Number(u.port || 5432) });
    s.setTimeout(5000, () => process.exit(1));
    s.on("connect", () => process.exit(0)).on("error", () => process.exit(1));
  ' "$PG_URL" 2>/dev/null
}

tier_lint() {
  step "lint and format (biome), module boundaries (dependency-cruiser)"
  biome check .
  node scripts/check-boundaries.mjs
}

# Set once every package's build is in place (typecheck builds them): the test runs then skip
# their builds, so two of them side by side never write the same dist folder.
only=""

typecheck() {
  step "typecheck"
  turbo run typecheck --output-logs=errors-only
  only="--only"
}

# Runs the named functions at the same time, each in its own subshell with its output kept apart and
# shown once all have ended; fails when any of them failed.
side_by_side() {
  close_step
  local dir names=("$@") pids=() failed=() i
  dir=$(mktemp -d)
  printf '\n\033[1m== side by side: %s\033[0m\n' "$*"
  for name in "${names[@]}"; do
    # A ";", not "&&": a function run on the left of "&&" ignores set -e inside it.
    ("$name"; close_step) > "$dir/$name.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || failed+=("${names[$i]}")
  done
  for name in "${names[@]}"; do
    printf '\n\033[1m---- %s\033[0m\n' "$name"
    cat "$dir/$name.log"
  done
  rm -rf "$dir"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "FAILED: ${failed[*]}" >&2
    exit 1
  fi
}

api_on_pglite() {
  step "the API's integration tests on PGlite"
  turbo run test $only --filter=@atithi/api --output-logs=new-only
}

others_on_pglite() {
  step "domain, database and web tests (PGlite, jsdom)"
  turbo run test $only --filter='!@atithi/api' --output-logs=new-only --concurrency=1
}

tier_fast() {
  tier_lint
  typecheck
  side_by_side api_on_pglite others_on_pglite
}

tier_pg() {
  if ! pg_reachable; then
    skip "PostgreSQL is not reachable at $PG_URL (set TEST_POSTGRES_URL); the PostgreSQL run did not happen"
    return
  fi
  step "schema types match the migrations (kysely-codegen --verify)"
  POSTGRES_ADMIN_URL="$PG_URL" packages/db/node_modules/.bin/tsx packages/db/src/codegen.ts --verify
  step "integration tests on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" turbo run test $only --filter=@atithi/db --filter=@atithi/api --output-logs=new-only --concurrency=1
}

fuzz_and_walk_on_pglite() {
  step "the fuzz and the boundary walk on PGlite"
  (cd apps/api && node_modules/.bin/vitest run --project system)
}

fuzz_and_walk_on_postgres() {
  if pg_reachable; then
    step "the fuzz and the boundary walk on PostgreSQL"
    (cd apps/api && TEST_DATABASE_URL="$PG_URL" node_modules/.bin/vitest run --project system)
  else
    skip "PostgreSQL is not reachable at $PG_URL; the fuzz and boundary walk on PostgreSQL did not run"
  fi
}

built_servers() {
  step "production build"
  turbo run build --output-logs=errors-only

  step "example script against a started server"
  bash scripts/run-examples.sh

  local tsx=apps/api/node_modules/.bin/tsx
  step "kill -9 under load on PGlite (pnpm faults:kill9)"
  "$tsx" apps/api/faults/kill9.ts
  if pg_reachable; then
    step "kill -9 under load on PostgreSQL"
    FAULTS_POSTGRES_URL="$PG_URL" "$tsx" apps/api/faults/kill9.ts
    step "two server processes on one PostgreSQL behind a round-robin proxy (pnpm faults:two-processes)"
    FAULTS_POSTGRES_URL="$PG_URL" "$tsx" apps/api/faults/two-processes.ts
  else
    skip "PostgreSQL is not reachable at $PG_URL; kill -9 on PostgreSQL and the two-process test did not run"
  fi
}

browser() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    step "browser tests (Playwright + Chromium)"
    (cd e2e && node_modules/.bin/playwright test)
    step "Lighthouse on /login and / signed in over HTTP/2 (mobile; accessibility 100 and best practices 95 fail below; performance printed against 90, failing below 60)"
    (cd e2e && node lighthouse/run.mjs)
  else
    skip "no Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium} (apt-get install -y chromium, or run bash .ci/run); browser tests and Lighthouse did not run"
  fi
}

tier_system() {
  fuzz_and_walk_on_pglite
  fuzz_and_walk_on_postgres
  built_servers
  browser
}

# Everything, in two lanes where the two cores allow: the API's tests on PGlite, the fuzz and walk on
# PGlite and the servers' fault tests, beside the other packages' tests, the PostgreSQL tier and the
# fuzz and walk on PostgreSQL (lanes of about equal length); the browser tests and Lighthouse last
# and alone, since machine load makes their timings flaky.
lane_api() {
  api_on_pglite
  fuzz_and_walk_on_pglite
  built_servers
}
lane_others_then_pg() {
  others_on_pglite
  tier_pg
  fuzz_and_walk_on_postgres
}
run_all() {
  tier_lint
  typecheck
  if [ "${LANES:-2}" = 1 ]; then
    api_on_pglite
    others_on_pglite
    tier_pg
    tier_system
  else
    side_by_side lane_api lane_others_then_pg
    browser
  fi
}

tiers=("$@")
if [ ${#tiers[@]} -eq 0 ]; then
  run_all
  tiers=(all)
fi
for tier in "${tiers[@]}"; do
  case "$tier" in
    all) ;;
    lint | fast | pg | system) "tier_$tier" ;;
    *) echo "unknown tier '$tier' (lint, fast, pg or system)" >&2; exit 2 ;;
  esac
done

close_step
printf '\n\033[1m== passed: %s in %ss\033[0m\n' "${tiers[*]}" "$SECONDS"
cat "$timings_file"
