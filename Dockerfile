# Ladder's production image: the compiled server (docs/containers.md "Containers").
# Built and run with podman 4.3 on stand-ins for the base image (deploy/local-base-images.sh),
# not yet with Docker and the official node image.

# The package manifests, for the two stages below (their `npm ci` is cached until these change).
FROM node:20-bookworm-slim AS manifests
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# Build: every dependency, then the web app and the compiled API.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the compiled server loads from node_modules: the API's production packages only (the web
# app's React packages are in its bundle; 158 MB instead of 189 MB after `npm prune --omit=dev`).
FROM manifests AS packages
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund

# Run: node and the built files, as the unprivileged `node` user of the base image.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=packages /app/node_modules node_modules
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The server renderer of the first screens (bundled whole: it needs no package at run time).
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# --max-old-space-size as in package.json's start script (docs/operations.md, "Memory").
CMD ["node", "--max-old-space-size=512", "apps/api/dist/server.js"]
