#!/usr/bin/env bash
# The test suite in three tiers, each runnable alone; no argument runs them all (`pnpm test`).
#   lint    Biome and the module boundaries alone (the first part of fast)
#   fast    lint, boundaries, types, domain and web unit tests, the API's integration tests on PGlite (`pnpm test:fast`)
#   pg      the schema types and the integration tests again on PostgreSQL (`pnpm test:pg`)
#   system  the fuzz and the boundary walk (PGlite and PostgreSQL), the production build, the example
#           script against a started server, kill -9 under load, two processes on one PostgreSQL, the
#           browser tests and Lighthouse (`pnpm test:system`)
# STRICT=1 (set by .ci/run) turns every "skipped" below into a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
STRICT="${STRICT:-0}"
PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"

# Each step's wall time is kept and printed at the end, so a slow step is seen at a glance.
timings=()
step_name=""
step_start=$SECONDS
close_step() {
  [ -n "$step_name" ] && timings+=("$(printf '%5ss  %s' $((SECONDS - step_start)) "$step_name")")
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

tier_fast() {
  tier_lint

  step "typecheck"
  turbo run typecheck --output-logs=errors-only

  step "unit and integration tests on PGlite"
  turbo run test --output-logs=new-only --concurrency=1
}

tier_pg() {
  if ! pg_reachable; then
    skip "PostgreSQL is not reachable at $PG_URL (set TEST_POSTGRES_URL); the PostgreSQL run did not happen"
    return
  fi
  step "schema types match the migrations (kysely-codegen --verify)"
  POSTGRES_ADMIN_URL="$PG_URL" packages/db/node_modules/.bin/tsx packages/db/src/codegen.ts --verify
  step "integration tests on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" turbo run test --filter=@atithi/db --filter=@atithi/api --output-logs=new-only --concurrency=1
}

tier_system() {
  step "the fuzz and the boundary walk on PGlite"
  (cd apps/api && node_modules/.bin/vitest run --project system)
  if pg_reachable; then
    step "the fuzz and the boundary walk on PostgreSQL"
    (cd apps/api && TEST_DATABASE_URL="$PG_URL" node_modules/.bin/vitest run --project system)
  else
    skip "PostgreSQL is not reachable at $PG_URL; the fuzz and boundary walk on PostgreSQL did not run"
  fi

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

  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    step "browser tests (Playwright + Chromium)"
    (cd e2e && node_modules/.bin/playwright test)
    step "Lighthouse on /login and / signed in over HTTP/2 (mobile; accessibility 100 and best practices 95 fail below; performance printed against 90, failing below 60)"
    (cd e2e && node lighthouse/run.mjs)
  else
    skip "no Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium} (apt-get install -y chromium, or run bash .ci/run); browser tests and Lighthouse did not run"
  fi
}

tiers=("$@")
[ ${#tiers[@]} -eq 0 ] && tiers=(fast pg system)
for tier in "${tiers[@]}"; do
  case "$tier" in
    lint | fast | pg | system) "tier_$tier" ;;
    *) echo "unknown tier '$tier' (lint, fast, pg or system)" >&2; exit 2 ;;
  esac
done

close_step
printf '\n\033[1m== passed: %s in %ss\033[0m\n' "${tiers[*]}" "$SECONDS"
printf '%s\n' "${timings[@]}"
