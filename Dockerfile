# The production web server: server-rendered pages, the built client, the runtime settings.
# docker build -t acquisition-web . && docker run -p 4173:4173 -e ACQ_BACKEND_GRAPHQL_URL=... acquisition-web
# Stateless: run as many containers as the load needs behind one load balancer (docs/operations.md);
# on Kubernetes, deploy/ (docs/operations.md, "Kubernetes"), whose rehearsal runs this image's CMD.

FROM node:24-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.9
# Dependencies first, so that a change of source code reuses this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY apps/web/package.json apps/web/
COPY apps/mock-server/package.json apps/mock-server/
COPY packages/graphql/package.json packages/graphql/
COPY locales/package.json locales/
COPY contract-tests/package.json contract-tests/
RUN pnpm install --frozen-lockfile
COPY . .
# The build names its commit (/healthz, logs, error reports); the context has no .git:
# docker build --build-arg ACQ_COMMIT=$(git rev-parse --short=12 HEAD) .
ARG ACQ_COMMIT=unknown
RUN pnpm --filter @acq/web build \
  # Only the web app's production dependencies go into the image.
  && pnpm --filter @acq/web deploy --prod --legacy /out \
  && cp -r apps/web/dist /out/dist

# The mock backend, for a development cluster only (deploy/overlays/dev): docker build --target mock .
# It runs from the sources with the build stage's dependencies; no production image contains it.
FROM build AS mock
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "apps/mock-server/src/main.ts"]

FROM node:24-slim
ENV NODE_ENV=production WEB_HOST=0.0.0.0 WEB_PORT=4173 SHUTDOWN_DRAIN_MS=5000
# Give the container 512 MB: a heap of 256 MB keeps the process at about 380 MB resident under
# full load (docs/operations.md). Without a limit V8 lets garbage pile up towards its default of
# gigabytes (1.27 GB seen at a campaign's peak) before it collects.
ENV NODE_OPTIONS=--max-old-space-size=256
WORKDIR /app
COPY --from=build --chown=node:node /out/node_modules ./node_modules
COPY --from=build --chown=node:node /out/package.json ./package.json
COPY --from=build --chown=node:node /out/dist ./dist
USER node
EXPOSE 4173
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4173/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM: health answers 503, open requests finish, then the process ends (SHUTDOWN_DEADLINE_MS).
# What `pnpm --filter @acq/web serve` starts: `react-router build` bundles server/main.ts into
# dist/server/index.js, which serves dist/client beside it.
CMD ["node", "dist/server/index.js"]
