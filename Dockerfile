# Production image: builds the SPA and the API, then runs the API, which serves both on one port.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build && pnpm deploy --filter @hotel/api --prod --legacy /out \
  && cp -r apps/api/dist apps/api/drizzle /out/ \
  && mkdir -p /out/web && cp -r apps/web/dist /out/web/dist

FROM node:20-bookworm-slim
# smbclient: only the CSV import reads files from a Windows share with it (docs/integrations/csv-import.md).
RUN apt-get update && apt-get install -y --no-install-recommends smbclient \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 WEB_DIST=/app/web/dist DATA_DIR=/data
WORKDIR /app
COPY --from=build /out /app
VOLUME /data
EXPOSE 3000
USER node
CMD ["node", "dist/server.js"]
