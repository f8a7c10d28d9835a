# One image recipe for every Nest entry point: build with --build-arg SERVICE=identity|catalog|attempts|billing|platform.
# Not exercised here (no Docker engine on the development machines); kept correct by reading.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY web-learner/package.json web-learner/
COPY web-admin/package.json web-admin/
RUN npm ci --no-audit --no-fund
COPY . .
ARG SERVICE=platform
RUN npx nest build ${SERVICE}

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# glibc makes up to 8 malloc arenas per core for the threads (libuv pool, argon2, the driver's sockets) and
# returns little of them: two keep native memory flat under load (as npm start runs the platform).
ENV MALLOC_ARENA_MAX=2
COPY package.json package-lock.json ./
COPY web-learner/package.json web-learner/
COPY web-admin/package.json web-admin/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
ARG SERVICE=platform
COPY --from=build /app/dist/services/${SERVICE} ./dist
USER node
EXPOSE 3000
CMD ["node", "dist/main.js"]
