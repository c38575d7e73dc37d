#!/bin/sh
# Installs the Debian packages Kosumi needs to build and test, only those missing.
# Runs apt-get as root, or through sudo when not root.
set -eu
packages="cmake ninja-build g++ clang libclang-rt-14-dev libeigen3-dev libboost-program-options-dev libfmt-dev libgtest-dev gnugo"
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
