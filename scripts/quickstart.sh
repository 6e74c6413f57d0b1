#!/usr/bin/env bash
# quickstart.sh - the README's first command: set up, build, compile an
# example with hpvmcc and run it.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh
./scripts/build.sh
echo "+ build/bin/hpvmcc -O2 examples/vector_add.cpp -o build/vector_add"
build/bin/hpvmcc -O2 examples/vector_add.cpp -o build/vector_add
echo "+ build/vector_add"
build/vector_add
