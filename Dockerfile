# The images of the distributed setup: `service` runs every Node service (docker-compose.yml picks the command of
# each), `edge` is nginx with the web client and the site template that `npm run cluster` uses too.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
# `npm ci` runs the root `prepare` script, which builds every workspace and the web client.
RUN npm ci && npm prune --omit=dev

FROM nginx:1.27-bookworm AS edge
# The image's welcome site would otherwise answer every request that names no server.
RUN rm /etc/nginx/conf.d/default.conf
# The image fills in the template's variables from the environment at start (docker-compose.yml sets them).
COPY deploy/nginx/iec-bets.conf.template /etc/nginx/templates/iec-bets.conf.template
COPY --from=build /app/client/dist /usr/share/nginx/html

FROM node:20-bookworm-slim AS service
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "cli/bin/iec-bets.js", "start"]
