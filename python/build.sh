#!/usr/bin/env bash
# Builds libpokersim, pokersim's API as a C shared library, for the Python
# package beside this script: python/build.sh [OUTDIR] writes
# libpokersim.so (libpokersim.dylib on macOS) and its header libpokersim.h
# into OUTDIR, by default python/pokersim/, where `import pokersim` finds
# it. It needs Go and a C compiler (cgo); the pokersim command itself stays
# a static binary without cgo.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/pokersim}
mkdir -p "$out"
out=$(cd "$out" && pwd)
case $(go env GOOS) in
  darwin) lib=libpokersim.dylib ;;
  windows) lib=pokersim.dll ;;
  *) lib=libpokersim.so ;;
esac
cd "$here/.."
CGO_ENABLED=1 go build -trimpath -buildmode=c-shared -o "$out/$lib" ./python/libpokersim
echo "$out/$lib"
