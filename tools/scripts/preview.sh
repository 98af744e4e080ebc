#!/usr/bin/env bash
# Look at pages as a visitor sees them: builds both sites, starts the API on a fresh `test` seed and both sites in
# production mode on the browser tests' ports, screenshots each path at 375 and 1440 px, then stops them.
#   tools/scripts/preview.sh /es/artistas /en/shop/works [--out .data/screenshots]
# Paths under /es/shop or /en/shop go to the shop, the rest to the fair. FULL=1 takes full-page screenshots.
# It holds /tmp/e2e.lock (the ports and build output are shared with the browser tests), so runs never overlap.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec 9>/tmp/e2e.lock
flock 9
export NODE_ENV=production LOG_LEVEL=warn DATA_DIR=.data/preview/db API_PORT=3399 API_URL=http://localhost:3399 \
  FAIR_PORT=4299 SHOP_PORT=4399 FAIR_ORIGIN=http://localhost:4299 SHOP_ORIGIN=http://localhost:4399 SIGN_UPS_PER_HOUR=1000 \
  LINK_SECRET=preview-only-link-secret-0123456789abcdef PAYMENT_SANDBOX=true
[ "${SKIP_BUILD:-}" = 1 ] || NX_NO_CLOUD=true NX_DAEMON=false npx nx run-many -t build -p fair shop --outputStyle=static >/tmp/preview-build.log 2>&1 || { tail -30 /tmp/preview-build.log; exit 1; }
rm -rf "$DATA_DIR"
node_modules/.bin/tsx tools/seed/src/cli.ts --size test --images >/tmp/preview-seed.log 2>&1
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
node_modules/.bin/tsx apps/api/src/main.ts >/tmp/preview-api.log 2>&1 & pids+=($!)
node_modules/.bin/tsx --tsconfig tsconfig.react.json apps/fair/server.ts >/tmp/preview-fair.log 2>&1 & pids+=($!)
node_modules/.bin/tsx --tsconfig tsconfig.react.json apps/shop/server.ts >/tmp/preview-shop.log 2>&1 & pids+=($!)
for url in http://localhost:3399/api/health http://localhost:4299/ http://localhost:4399/es/shop; do
  for _ in $(seq 1 120); do curl -fs -o /dev/null "$url" && break; sleep 0.5; done
done
urls=(); rest=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) rest+=("$1" "$2"); shift 2 ;;
    /es/shop*|/en/shop*) urls+=("http://localhost:4399$1"); shift ;;
    *) urls+=("http://localhost:4299$1"); shift ;;
  esac
done
node tools/scripts/screenshot.mjs "${urls[@]}" "${rest[@]}"
