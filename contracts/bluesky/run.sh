#!/usr/bin/env bash
# The Bluesky adapter's contract against a real PDS (@atproto/dev-env). This folder stays out of
# the root workspaces: its install compiles better-sqlite3 from source (the registry has no
# prebuilt binary for it), about 80 s, which the root `npm install` should not pay.
#   contracts/bluesky/run.sh           installs and type-checks, then runs the contract
#   contracts/bluesky/run.sh prepare   installs and type-checks (CI runs it beside `npm test`)
#   contracts/bluesky/run.sh test      runs the contract only
# Needs the root `npm install` first: it brings the project's Node 24, whose headers node-gyp
# builds against and which runs the tests.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
step="${1:-all}"

headers=("$root"/node_modules/node/node_modules/node-*/include/node)
if [[ ! -d "${headers[0]}" ]]; then
  echo "No Node 24 headers under $root/node_modules/node: run \`npm install\` at the root first" >&2
  exit 1
fi
export PATH="$root/node_modules/.bin:$PATH"
npm_config_nodedir="$(dirname "$(dirname "${headers[0]}")")"
export npm_config_nodedir
cd "$here"

if [[ "$step" == all || "$step" == prepare ]]; then
  start=$SECONDS
  if [[ -n "${CONTRACTS_CACHE:-}" ]]; then
    # CI sets CONTRACTS_CACHE: the install lives there, named by this folder's package files and
    # the Node headers, and node_modules here links to it, so later runs on the same machine
    # skip the install and the compile. A half-done install has no `complete` mark: it is redone.
    key="$(cat package.json package-lock.json "${headers[0]}/node_version.h" | sha256sum | cut -c1-16)"
    cached="$CONTRACTS_CACHE/bluesky-$key"
    if [[ ! -e "$cached/complete" ]]; then
      rm -rf "$CONTRACTS_CACHE"/bluesky-*
      mkdir -p "$cached"
      cp package.json package-lock.json "$cached/"
      (cd "$cached" && npm install --no-audit --no-fund)
      touch "$cached/complete"
    fi
    rm -rf node_modules
    ln -s "$cached/node_modules" node_modules
  else
    npm install --no-audit --no-fund
  fi
  installed=$SECONDS
  tsc -p .
  echo "Bluesky contract: installed in $((installed - start)) s, type-checked in $((SECONDS - installed)) s"
fi
if [[ "$step" == all || "$step" == test ]]; then
  # Under CI, a JSON report beside the root's, which scripts/test-summary.ts adds up.
  if [[ -n "${CI:-}" ]]; then
    npm test -- --reporter=default --reporter=json --outputFile.json="$root/test-results/bluesky-contract.json"
  else
    npm test
  fi
fi
