#!/bin/sh
# The deployment checks of .ci/run, each failing the run on error:
#   1. the tools they need (deploy/install-tools.sh: kubectl with kustomize v5, docker-compose, psql)
#   2. the shipped dashboards are what deploy/generate-dashboards.ts writes
#   3. `kubectl kustomize` renders k8s/base and every overlay, and every object passes the
#      Kubernetes (and Prometheus Operator) schemas and the consistency checks
#   4. `docker compose config` (or Debian's docker-compose) and the Compose schema accept
#      docker-compose.yml
#   5. the images' contents, laid out as the Dockerfile lays them out, start the platform
# The dashboards-versus-live-scrape test is a mocha suite (k8s/test) and runs with `pnpm test`.
set -eu
cd "$(dirname "$0")/.."

sh deploy/install-tools.sh
pnpm exec node deploy/generate-dashboards.ts --check
pnpm exec node deploy/validate-manifests.ts
pnpm exec node deploy/validate-compose.ts
pnpm exec node deploy/check-image-trees.ts
