# syntax=docker/dockerfile:1
# The gateway with the built portal, as `npm start` runs it, in an image of its own (compose.yaml runs
# two of them behind HAProxy). Build the portal with every dependency; install the gateway's production
# dependencies alone; copy both onto a clean runtime image run by a non-root user.

# --- manifests: what npm needs to install (reused until a manifest or the lock changes) ---
FROM node:20-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/gateway/package.json apps/gateway/
COPY apps/portal/package.json apps/portal/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY fuzz/package.json fuzz/

# --- build: the portal's static files (apps/portal/dist), with every dependency ---
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY packages/contract packages/contract
COPY apps/portal apps/portal
RUN npm run build

# --- deps: what the gateway needs at run time, nothing else (no Vite, no test tools) ---
FROM manifests AS deps
RUN npm ci --omit=dev --workspace @affiliate/gateway --workspace @affiliate/contract --no-audit --no-fund

# --- runtime ---
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    TRUST_PROXY=true
WORKDIR /app
COPY --from=deps /app ./
COPY packages/contract/src packages/contract/src
COPY apps/gateway/src apps/gateway/src
COPY apps/gateway/tsconfig.json apps/gateway/
COPY tsconfig.base.json ./
COPY --from=build /app/apps/portal/dist apps/portal/dist
# DATA_DIR holds the keys the gateway generates when the environment does not give them (a single
# replica); the image's files stay root's and read-only to the process.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
WORKDIR /app/apps/gateway
EXPOSE 3000
# 200 while the database answers (GET /api/v1/health); node:20-slim has no curl, so Node asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `tsx src/server.ts` as `npm run serve` runs it, loaded into this one process so it receives SIGTERM
# itself (the gateway's graceful stop: in-flight requests finish, the pool closes).
CMD ["node", "--import", "tsx", "src/server.ts"]
