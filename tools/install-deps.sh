#!/bin/sh
# Install the Debian packages ptxsel needs, only those that are missing.
set -e
PKGS="llvm-19-dev llvm-19-tools clang-19 libcmocka-dev libzstd-dev zlib1g-dev make gcc python3 pkg-config groff-base"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  echo "installing:$missing"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi
if ! command -v ptxas >/dev/null 2>&1 && [ ! -x /usr/local/cuda/bin/ptxas ] && [ -z "$PTXAS" ]; then
  echo "warning: ptxas not found (set PTXAS or install the CUDA toolkit at /usr/local/cuda)" >&2
fi
