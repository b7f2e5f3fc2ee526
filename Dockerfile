# The images of the distributed setup: `service` runs every Node service (docker-compose.yml picks the command of
# each), `edge` is nginx with the web client and the site template that `npm run cluster` uses too. Node 24 LTS is the
# production Node (the README's "Node.js versions").
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY . .
# No install script is needed on Node 24, so none runs and no compiler is installed: its SQLite driver,
# better-sqlite3 13, brings a Node-API binary in its package, and the one that would compile, better-sqlite3 12
# (`better-sqlite3-node20`), is only for Node 20. Then the build that `prepare` would have run.
RUN npm ci --ignore-scripts && npm run build && npm prune --omit=dev

# nginx's stable line: 1.27.3 and later look the services' names up again (`resolve`, see the edge's template).
FROM nginx:1.28-bookworm AS edge
# The image's welcome site would otherwise answer every request that names no server.
RUN rm /etc/nginx/conf.d/default.conf
# The image fills in the template's variables from the environment at start (docker-compose.yml sets them).
COPY deploy/nginx/iec-bets.conf.template /etc/nginx/templates/iec-bets.conf.template
COPY --from=build /app/client/dist /usr/share/nginx/html

FROM node:24.21.0-bookworm-slim AS service
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
# The services run as `node`, and every process opens DATA_DIR (./data by default) even when all its stores are
# servers: the folder must be theirs, or they stop at start with EACCES. The command line run in a container
# (`docker compose exec command-service node cli/bin/iec-bets.js grant-admin ...`) uses it too.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "cli/bin/iec-bets.js", "start"]
