# syntax=docker/dockerfile:1.7
# One image per process, each a target of this file:
#
#   docker build --target referential -t transport/referential .
#   docker build --target rules       -t transport/rules .
#   docker build --target siv         -t transport/siv .
#   docker build --target gateway     -t transport/gateway .
#   docker build --target issuer      -t transport/dev-issuer .   (development identity provider)
#
# The processes run their TypeScript sources with Node, which strips the types itself: there is
# no build step to drift from what the tests ran. Each image holds one package's production
# dependencies (pnpm deploy, no devDependencies; the workspace packages it uses moved out of
# node_modules, where Node strips no types, by deploy/image-tree.sh), the contract files it reads
# at start, and runs as uid 1000 with a health check on its management port.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every package fetched once from the lockfile, then one tree per process ----------
FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION=12.21.0
ENV CI=true
RUN npm install --global "pnpm@${PNPM_VERSION}" && npm cache clean --force
WORKDIR /src
# The lockfile alone decides what is downloaded: this layer is reused until it changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    pnpm fetch --frozen-lockfile
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    for dir in services/referential services/rules services/siv gateway packages/dev-stack; do \
      sh deploy/image-tree.sh "$dir" /out --offline || exit 1; \
    done

# ---- runtime: what every process image shares ---------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG APP_VERSION=0.1.0
ARG APP_COMMIT=unknown
LABEL org.opencontainers.image.title="transport-platform" \
      org.opencontainers.image.version="${APP_VERSION}" \
      org.opencontainers.image.revision="${APP_COMMIT}"
ENV NODE_ENV=production \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache \
    APP_VERSION=${APP_VERSION} \
    APP_COMMIT=${APP_COMMIT}
WORKDIR /app
COPY --from=build /out/openapi /app/openapi
COPY deploy/healthcheck.mjs /app/healthcheck.mjs
# Files stay owned by root and read-only to the process; Node keeps its compile cache under /tmp.
USER 1000:1000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "/app/healthcheck.mjs"]
CMD ["node", "src/main.ts"]

FROM runtime AS referential
COPY --from=build /out/services/referential /app/services/referential
WORKDIR /app/services/referential
ENV PORT=8081 MANAGEMENT_PORT=9081
EXPOSE 8081 9081

FROM runtime AS rules
COPY --from=build /out/services/rules /app/services/rules
WORKDIR /app/services/rules
ENV PORT=8082 MANAGEMENT_PORT=9082
EXPOSE 8082 9082

FROM runtime AS siv
COPY --from=build /out/services/siv /app/services/siv
WORKDIR /app/services/siv
ENV PORT=8083 MANAGEMENT_PORT=9083
EXPOSE 8083 9083

FROM runtime AS gateway
COPY --from=build /out/gateway /app/gateway
WORKDIR /app/gateway
ENV PORT=8080 MANAGEMENT_PORT=9080
EXPOSE 8080 9080

# Development identity provider (compose, k8s dev overlay): never deployed to production.
FROM runtime AS issuer
COPY --from=build /out/packages/dev-stack /app/packages/dev-stack
WORKDIR /app/packages/dev-stack
ENV ISSUER_PORT=9000 KEY_DIR=/var/lib/dev-issuer
USER root
RUN mkdir -p /var/lib/dev-issuer && chown 1000:1000 /var/lib/dev-issuer
USER 1000:1000
VOLUME /var/lib/dev-issuer
EXPOSE 9000
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "/app/healthcheck.mjs", "http://127.0.0.1:9000/.well-known/jwks.json"]
CMD ["node", "src/issuer-main.ts"]
