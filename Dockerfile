# Kinfit in a container: build the single executable with Bun (from npm), then run it alone in a
# slim image as a non-root user, with the database on a volume.
#   docker build -t kinfit .
#   docker run -d -p 3000:3000 -v kinfit-data:/data --name kinfit kinfit
#   docker logs kinfit        # the first start prints the generated admin password
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The image has no .git: the build's name comes from here (docker build --build-arg
# KINFIT_BUILD=$(git rev-parse --short HEAD) .), else the version says +unknown.
ARG KINFIT_BUILD
ENV KINFIT_BUILD=${KINFIT_BUILD}
RUN npm run build

FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --user-group --home-dir /data --no-create-home kinfit \
    && mkdir -p /data && chown kinfit:kinfit /data
COPY --from=build /src/dist/kinfit /usr/local/bin/kinfit
USER kinfit
WORKDIR /data
ENV KINFIT_DB=/data/kinfit.db PORT=3000 HOST=0.0.0.0
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["kinfit", "healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["kinfit"]
