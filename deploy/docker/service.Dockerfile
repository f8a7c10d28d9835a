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
# A fixed mmap threshold: glibc otherwise raises it after freeing a large buffer (up to 32 MiB), and the
# next megabyte buffers (request bodies, BSON of bulk writes, argon2's 19 MiB) come from the arena, which
# keeps the pages: measured ~100 MiB more RSS after a 10,000-quiz import (bench:catalog).
ENV MALLOC_MMAP_THRESHOLD_=131072
COPY package.json package-lock.json ./
COPY web-learner/package.json web-learner/
COPY web-admin/package.json web-admin/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
ARG SERVICE=platform
COPY --from=build /app/dist/services/${SERVICE} ./dist
USER node
EXPOSE 3000
# V8 lets the old generation grow to 4x the live heap before a major collection when its limit is 2 GiB or
# more (the default on a machine with lots of memory); with 1 GiB it grows to ~1.6x. Measured on
# bench:catalog (10,000 quizzes): peak serving RSS 743 MiB without, ~390 MiB with (and the mmap threshold).
# A 32 MiB semi-space: fewer scavenges of the requests' short-lived objects (see the README's NODE_MAX_SEMI_SPACE_MB).
CMD ["node", "--max-old-space-size=1024", "--max-semi-space-size=32", "dist/main.js"]
