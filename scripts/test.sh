#!/usr/bin/env bash
# `npm test`: the lock file, type check, lint (code and pipelines), every Jest suite, the production build, then the e2e suites
# against the production server: all of them in Debian's Chromium, the visitor's paths in Debian's Firefox and WebKit too.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true CDK_DISABLE_CLI_TELEMETRY=true CDK_DISABLE_VERSION_CHECK=true

step() { printf '\n==> %s\n' "$1"; }

step 'Node.js'
# npm puts node_modules/.bin first on a script's PATH, so the project's Node 24 (the npm package
# `node`, the Lambda runtime's version) runs every step, whatever Node the machine has.
node -e 'const major = Number(process.versions.node.split(".")[0]);
if (major < 24) { console.error(`Node ${process.version} runs the tests; run them with npm test (it brings Node 24).`); process.exit(1); }
console.log(`Node ${process.version}`);'

step 'Lock file'
bash scripts/check-lockfile.sh

step 'Browsers (Chromium, Firefox, WebKit)'
bash scripts/ensure-browsers.sh

# The type check and the lint side by side: each is mostly one process on one core.
checks=$(mktemp -d)
npm run typecheck > "$checks/typecheck.log" 2>&1 &
typecheck=$!
npm run lint > "$checks/lint.log" 2>&1 &
lint=$!
failed=()
wait "$typecheck" || failed+=('type check')
wait "$lint" || failed+=('lint')
step 'Type check'
cat "$checks/typecheck.log"
step 'Lint'
cat "$checks/lint.log"
rm -rf "$checks"
if ((${#failed[@]})); then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi

step 'Pipelines (GitHub Actions workflows)'
npm run lint:workflows

step 'Unit and component tests (Jest)'
# Two workers on two cores: many suites wait on child processes (the CDK CLI, browsers,
# emulators), and one worker left the second core idle (460 s against 357 s here).
npx jest --ci --maxWorkers=2

step 'Production build'
npm run build

step 'End-to-end tests (Playwright: Chromium, Firefox, WebKit)'
# One run, one report; it ends with the tests and time of each engine.
npm run test:e2e
