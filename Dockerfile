# The Bandwise API image: the server (apps/api) serving the built site, with Debian's ffmpeg and PocketSphinx for the
# grader. One image for every role: BW_ROLE=api for the API processes behind nginx, BW_ROLE=worker for the grading
# workers (docs/DEPLOY.md). Build from the repository root: docker build -t bandwise .
FROM node:20-bookworm-slim

# ffmpeg converts browsers' WebM/MP4 recordings for the grader; PocketSphinx and its US English model transcribe
# speaking answers offline. Versions follow Debian bookworm's security updates, so they are not pinned here.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends ffmpeg pocketsphinx pocketsphinx-en-us \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Dependencies first, so a source change does not reinstall them. `npm ci` refuses this lock (the registry serves no
# other platforms' optional binaries, see .ci/run); `npm install --no-save` installs exactly the locked versions.
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY packages/kit/package.json packages/kit/
COPY packages/content/package.json packages/content/
COPY packages/grading/package.json packages/grading/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm install --no-save --no-audit --no-fund --loglevel=error

COPY packages packages
COPY apps apps
COPY tsconfig.base.json tsconfig.json tsup.config.ts ./
# The site the API serves at '/' (apps/web/dist), built for production.
RUN NODE_ENV=production npm run build -w @bandwise/web \
    && chown -R node:node /app/apps/api

USER node
# Behind a reverse proxy, add -e BW_TRUST_PROXY=<the proxy's address or range> so the login limit sees learners'
# addresses (docs/DEPLOY.md); without it the socket's address counts, and no client-written header is believed.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BW_ROLE=all
EXPOSE 3000
# Liveness; orchestrators use GET /api/ready for readiness (database, object store and graders checked).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself as PID 1's only child of note: SIGTERM reaches it and shuts it down gracefully.
CMD ["node", "--conditions=source", "--import", "tsx", "apps/api/src/main.ts"]
