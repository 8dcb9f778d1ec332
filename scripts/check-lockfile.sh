#!/usr/bin/env bash
# Fails when package-lock.json is not what npm writes for the package.json files as they are:
# a lock written on one platform with only that platform's optional binaries, or a package.json
# changed without its lock. npm resolves a copy of the manifests in a scratch folder, so the
# working tree and node_modules are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

cp package.json package-lock.json "$scratch/"
[ -f .npmrc ] && cp .npmrc "$scratch/"
node -e 'for (const w of require("./package.json").workspaces) console.log(w)' | while read -r workspace; do
  mkdir -p "$scratch/$workspace"
  cp "$workspace/package.json" "$scratch/$workspace/"
done

(cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)

if ! cmp -s package-lock.json "$scratch/package-lock.json"; then
  diff -u package-lock.json "$scratch/package-lock.json" | head -40 >&2 || true
  cat >&2 <<'MSG'

package-lock.json is not what npm writes for the package.json files (the lines above).
Refresh it and commit the result:
  npm install --package-lock-only --ignore-scripts
MSG
  exit 1
fi
echo "package-lock.json matches the package.json files."
