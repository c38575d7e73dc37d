#!/bin/sh
# Checks the native install and the Debian package from a built tree:
#   1. cmake --install into a fresh prefix: kosumi there answers GTP, the tools run, the move
#      model is in share/kosumi, and the manual page opens;
#   2. cpack makes a .deb, apt installs it, kosumi on the PATH answers GTP, `man kosumi` opens,
#      and apt removes it leaving no file behind.
#   tools/check-install.sh [BUILD_DIR]    (default build; needs root for step 2, and
#                                          tools/install-deps.sh package)
set -eu
build=${1:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

echo "== cmake --install $build --prefix $work/prefix"
cmake --install "$build" --prefix "$work/prefix" >/dev/null
answer=$(printf 'name\nprotocol_version\nboardsize 9\nplay b E5\ngenmove w\nquit\n' |
  "$work/prefix/bin/kosumi" --threads 1 --playouts 50 2>/dev/null)
echo "$answer" | grep -qx '= Kosumi' || fail "the installed kosumi did not answer name: $answer"
echo "$answer" | grep -Eqx '= [A-HJ][1-9]' || fail "the installed kosumi did not answer genmove: $answer"
for tool in kosumi-match kosumi-regress kosumi-bench-playouts kosumi-bench-search kosumi-bench-gtp \
            kosumi-judge-agreement kosumi-soak; do
  "$work/prefix/bin/$tool" --help >/dev/null || fail "$tool --help failed"
done
MANPAGER=cat man -l "$work/prefix/share/man/man6/kosumi.6" 2>/dev/null | grep -q 'KOSUMI(6)' ||
  fail "the installed manual page does not open"
[ -f "$work/prefix/share/kosumi/moves.kmm" ] || fail "the move model is not in share/kosumi"
[ -f "$work/prefix/share/kosumi/network.kmn" ] || fail "the network is not in share/kosumi"
echo "installed: $(ls "$work/prefix/bin" | tr '\n' ' ')share/kosumi/moves.kmm, share/kosumi/network.kmn and share/man/man6/kosumi.6"

echo "== cpack -G DEB"
(cd "$build" && cpack -G DEB -B "$work/deb" >/dev/null)
deb=$(ls "$work"/deb/kosumi_*.deb)
dpkg-deb --field "$deb" Package Version Depends
if dpkg -s kosumi >/dev/null 2>&1; then fail "a kosumi package is already installed; remove it first"; fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
answer=$(printf 'protocol_version\nversion\nquit\n' | kosumi 2>/dev/null)
echo "$answer" | grep -qx '= 2' || fail "kosumi from the package did not answer GTP: $answer"
[ "$(command -v kosumi)" = /usr/bin/kosumi ] || fail "kosumi is not /usr/bin/kosumi"
MANPAGER=cat man kosumi 2>/dev/null | grep -q 'KOSUMI(6)' || fail "man kosumi does not open"
files=$(dpkg -L kosumi)
echo "$files" | grep -qx /usr/share/kosumi/moves.kmm || fail "the package holds no /usr/share/kosumi/moves.kmm"
echo "$files" | grep -qx /usr/share/kosumi/network.kmn || fail "the package holds no /usr/share/kosumi/network.kmn"
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq kosumi >/dev/null
dpkg -s kosumi >/dev/null 2>&1 && fail "kosumi is still installed after apt-get remove"
for f in $files; do
  [ -f "$f" ] && fail "$f is left behind after apt-get remove"
done
echo "the package installs, answers GTP (/usr/bin/kosumi), opens man kosumi and removes cleanly"
