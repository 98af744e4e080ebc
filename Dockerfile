# syntax=docker/dockerfile:1.7
# One Dockerfile, one image per deployable (decision 022):
#   docker build --target api  -t artfair/api  .
#   docker build --target fair -t artfair/fair .
#   docker build --target shop -t artfair/shop .
#   docker build --target backoffice -t artfair/backoffice .
#   docker build --target edge -t artfair/edge .   (nginx with the sites' and the back office's assets)
# compose.yaml runs them together with PostgreSQL and Redis. The same topology runs without containers:
# `npm run start:prod`.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# Everything installed and built once; each image below copies only what it runs.
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY apps apps
COPY libs libs
COPY tools tools
COPY e2e/shared e2e/shared
COPY locales locales
COPY nx.json tsconfig.base.json tsconfig.react.json eslint.config.mjs ./
RUN npm ci --no-audit --no-fund
RUN npx nx run-many -t build bundle --projects api,fair,shop,backoffice --outputStyle=static

# Only the packages the servers need at run time.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=build /repo/apps apps
COPY --from=build /repo/libs libs
COPY --from=build /repo/tools tools
COPY --from=build /repo/e2e/shared e2e/shared
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  && npm rebuild sharp \
  && rm -rf apps libs tools e2e

FROM ${NODE_IMAGE} AS node-base
WORKDIR /app
ENV NODE_ENV=production
COPY --from=runtime-deps /app/node_modules node_modules
COPY package.json ./
# The API serves the translations; the sites read `common` themselves for the page shown while the API is away.
COPY --from=build /repo/locales locales
USER node

FROM node-base AS api
COPY --from=build --chown=node /repo/apps/api/dist apps/api/dist
ENV API_HOST=0.0.0.0 API_PORT=3333 DATA_DIR=/data LOCALES_DIR=/app/locales
EXPOSE 3333
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3333/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]

FROM node-base AS fair
COPY --from=build --chown=node /repo/apps/fair/dist apps/fair/dist
ENV SITE_HOST=0.0.0.0 FAIR_PORT=4200
EXPOSE 4200
CMD ["node", "apps/fair/dist/server.mjs"]

FROM node-base AS shop
COPY --from=build --chown=node /repo/apps/shop/dist apps/shop/dist
ENV SITE_HOST=0.0.0.0 SHOP_PORT=4300
EXPOSE 4300
CMD ["node", "apps/shop/dist/server.mjs"]

# The back office (decision 025): its server over the Vite build (bundled with it in dist/build), `/api` proxied to
# API_URL.
FROM node-base AS backoffice
COPY --from=build --chown=node /repo/apps/backoffice/dist apps/backoffice/dist
ENV BACKOFFICE_PORT=4400
EXPOSE 4400
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4400/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/backoffice/dist/server.mjs"]

# nginx in front: the sites' and the back office's fingerprinted assets from disk, the rest proxied. The template is
# filled from the environment by the image's entrypoint (only the variables set, so nginx's own $names stay). To
# terminate TLS here, mount a certificate and set TLS='ssl_certificate /etc/nginx/tls/cert.pem; ssl_certificate_key
# /etc/nginx/tls/key.pem;' and FAIR_LISTEN='8443 ssl http2' (and the others); empty TLS: plain HTTP.
FROM nginx:1.27-bookworm AS edge
COPY deploy/nginx/nginx.conf.template /etc/nginx/templates/nginx.conf.template
COPY --from=build /repo/apps/fair/dist/build/client /srv/fair
COPY --from=build /repo/apps/shop/dist/build/client /srv/shop
COPY --from=build /repo/apps/backoffice/dist/build /srv/backoffice
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx NGINX_RUN=/var/cache/nginx NGINX_LOGS=/var/log/nginx \
  NGINX_MIME_TYPES=/etc/nginx/mime.types FAIR_STATIC=/srv/fair SHOP_STATIC=/srv/shop BACKOFFICE_STATIC=/srv/backoffice \
  FAIR_LISTEN=8080 SHOP_LISTEN=8081 BACKOFFICE_LISTEN=8082 API_LISTEN=3330 \
  API_SERVERS='server api:3333 max_fails=3 fail_timeout=5s;' \
  FAIR_UPSTREAM=fair:4200 SHOP_UPSTREAM=shop:4300 BACKOFFICE_UPSTREAM=backoffice:4400 TLS=''
EXPOSE 8080 8081 8082
