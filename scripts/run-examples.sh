#!/usr/bin/env bash
# Starts the built server on a free port with an empty data folder, then runs examples/ against it.
set -euo pipefail
cd "$(dirname "$0")/.."
data=$(mktemp -d)
port=$(node -e 's=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
export ADMIN_USERNAME=admin ADMIN_PASSWORD="examples-$(date +%s)-pw"
PORT=$port HOST=127.0.0.1 DATA_DIR="$data" LOG_LEVEL=warn node apps/api/dist/server.js > "$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
# A loaded machine can take a while to open the embedded database: wait up to 3 minutes, and stop
# at once (with the server's log) if it died.
ready=0
for _ in $(seq 1 360); do
  if curl -s -o /dev/null "http://127.0.0.1:$port/api/auth/user"; then ready=1; break; fi
  kill -0 "$server" 2>/dev/null || break
  sleep 0.5
done
if [ "$ready" != 1 ]; then
  echo "the server did not answer on port $port; its log:" >&2
  cat "$data/server.log" >&2
  exit 1
fi
export ATITHI_URL="http://127.0.0.1:$port"
ATITHI_TOKEN=$(cd examples && node_modules/.bin/tsx issue-token.ts)
export ATITHI_TOKEN
(cd examples && node_modules/.bin/tsx whoami.ts)
