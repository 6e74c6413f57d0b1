#!/usr/bin/env bash
# build-flags.sh SRC - the hpvmcc options an end-to-end program needs in
# every build of it, from its `BUILD-FLAGS:` line (e.g. --hpvm-auto for a
# program without pragmas, docs/auto-offload.md); nothing when it has none.
# The whole-suite scripts (gpu, vector, policy and sanitizer tests) add them.
set -euo pipefail
sed -n 's/.*BUILD-FLAGS: *//p' "$1" | head -1
