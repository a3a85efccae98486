# pokersim's container image: a static binary, run as a user that is not
# root, in an image that holds nothing else (FROM scratch). The Kubernetes
# manifests in deploy/k8s run it; docs/deploy.md says how to build and load
# it.
#
#   docker build -t pokersim:latest .
#   podman build -t pokersim:latest .
#   ./build-image pokersim:latest     # offline: no registry, no proxy
#
# Build arguments:
#   GO_IMAGE  the image with the Go toolchain that builds the binary: the
#             official one by default; any image with go on its PATH does
#             (CI imports one from its own toolchain, so that it pulls
#             nothing: see cmd/pokersim/container_test.go).
#   VERSION   the version pokersim --version prints; the source's own when
#             empty.
#
# With a vendor/ folder in the build context (go mod vendor), the build
# reads no module from the network and runs with --network none.

ARG GO_IMAGE=docker.io/library/golang:1.26

FROM ${GO_IMAGE} AS build
ARG VERSION=
WORKDIR /src
# Static, reproducible: no cgo, no paths of this machine, no build ID; a
# stamped version when VERSION is given. GOTOOLCHAIN=local keeps the go
# command from downloading another toolchain.
ENV CGO_ENABLED=0 \
    GOTOOLCHAIN=local \
    GOCACHE=/root/.cache/go-build \
    GOMODCACHE=/go/pkg/mod \
    GOFLAGS="-trimpath -buildvcs=false '-ldflags=-s -w -buildid= ${VERSION:+-X=main.version=}${VERSION}'"
COPY . .
RUN ["go", "build", "-o", "/out/pokersim", "./cmd/pokersim"]

FROM scratch
# 65532 is the conventional "nonroot" user of distroless images; a number,
# so that Kubernetes can check runAsNonRoot without an /etc/passwd.
COPY --from=build /out/pokersim /usr/local/bin/pokersim
# The licence, and the attributions of the dependencies in the binary.
COPY --from=build /src/LICENSE /src/NOTICE /usr/share/doc/pokersim/
ENV PATH=/usr/local/bin
USER 65532:65532
WORKDIR /data
ENTRYPOINT ["pokersim"]
CMD ["--help"]
