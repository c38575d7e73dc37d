#!/bin/sh
# Builds the WebAssembly module of the JavaScript package (web/package/dist/) with Emscripten.
#   web/build.sh [BUILD_DIR]    (default: build-web at the top of the repository)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-web}
command -v emcmake >/dev/null || { echo "web/build.sh: emcmake not found (tools/install-deps.sh web)" >&2; exit 2; }
# Debian's Emscripten runs its JavaScript optimiser with node and finds its acorn in Debian's
# module folder, which a node installed from elsewhere does not search.
if [ -d /usr/share/nodejs ]; then NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"; export NODE_PATH; fi
emcmake cmake -S "$root/web" -B "$build" -G Ninja >/dev/null
cmake --build "$build"
