#!/bin/sh
# Installs the Debian packages Kosumi needs to build and test, only those missing.
# Runs apt-get as root, or through sudo when not root.
#   tools/install-deps.sh [web] [package] [train]
# web: what the WebAssembly package and its tests need (Emscripten, Node and npm, Chromium);
# package: what the Debian package and its check need (dpkg-dev for cpack's dependencies, man);
# train: the network's trainer (PyTorch on the CPU, numpy), tools/train/train_network.py.
set -eu
packages="cmake ninja-build g++ clang libclang-rt-14-dev libeigen3-dev libboost-program-options-dev libfmt-dev libgtest-dev gnugo"
for group in "$@"; do
  case "$group" in
    web)
      packages="$packages emscripten chromium"
      # A node or npm installed from elsewhere is kept.
      command -v node >/dev/null || packages="$packages nodejs"
      command -v npm >/dev/null || packages="$packages npm"
      ;;
    package) packages="$packages dpkg-dev man-db" ;;
    train) packages="$packages python3-torch python3-numpy" ;;
    *) echo "install-deps.sh: unknown group '$group' (web, package, train)" >&2; exit 2 ;;
  esac
done
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing:$missing" >&2
if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
