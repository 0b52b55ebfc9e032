#!/usr/bin/env bash
# Stand-ins for the images that Dockerfile and compose.yaml pull, made locally, for a machine that
# reaches Debian's packages and the npm registry but no image registry (docs/containers.md "Containers").
# Each is tagged with the name the files use, so `podman build --pull=never` and
# `podman-compose up` find it without pulling:
#   docker.io/library/node:20-bookworm-slim  Debian 12 (debootstrap) + this machine's Node 20 and
#                                            npm in /usr/local, user `node` (uid/gid 1000), as the
#                                            official image has
#   docker.io/library/postgres:17            Debian's PostgreSQL 15 behind an entry point that
#                                            reads POSTGRES_USER/PASSWORD/DB like the official one
#   docker.io/library/redis:7                Debian's redis-server 7.0
#   docker.io/library/caddy:2                Debian's caddy 2.6
#   docker.io/minio/minio, docker.io/minio/mc  s3rver (the S3-compatible server the tests use) and
#                                            a small `mc` that knows the commands compose.yaml
#                                            runs: MinIO is not in Debian. s3rver enforces no
#                                            policy: anyone may read and list its buckets
# Not the official images: they differ in versions and details, so a pass with them shows the
# recipe's steps work, not that the official images behave the same.
# Usage (root, podman, debootstrap): deploy/local-base-images.sh [WORK_DIR]
set -euo pipefail

work=${1:-/var/tmp/ladder-images}
rootfs=$work/rootfs
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
node_bin=$(readlink -f "$(command -v node)")
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
case "$(node --version)" in v20.*) ;; *) echo "needs Node 20 on this machine" >&2; exit 1 ;; esac

mkdir -p "$work"
if [ ! -x "$rootfs/bin/sh" ]; then
  debootstrap --variant=minbase bookworm "$rootfs.partial" "$mirror"
  rm -rf "$rootfs.partial/var/cache/apt/archives/"*.deb "$rootfs.partial/var/lib/apt/lists/"*
  mv "$rootfs.partial" "$rootfs"
fi

# The Debian base (used by the stand-ins below, never by the Dockerfile).
tar -C "$rootfs" -c . | podman import --change 'CMD ["bash"]' - localhost/ladder-standin/debian:bookworm

# node:20-bookworm-slim: the base plus Node and npm where the official image has them.
node_root=$work/node-rootfs
rm -rf "$node_root" && cp -a "$rootfs" "$node_root"
install -D -m 0755 "$node_bin" "$node_root/usr/local/bin/node"
mkdir -p "$node_root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$node_root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$node_root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$node_root/usr/local/bin/npx"
# Where this machine reaches the npm registry through a TLS proxy of its own, node in the image
# needs the same extra certificates (NODE_EXTRA_CA_CERTS) as node here; the official image has none.
extra_ca=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ]; then
  install -D -m 0644 "$NODE_EXTRA_CA_CERTS" "$node_root/usr/local/share/ladder-standin/extra-ca.crt"
  extra_ca=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ladder-standin/extra-ca.crt')
fi
chroot "$node_root" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
tar -C "$node_root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  "${extra_ca[@]}" --change 'CMD ["node"]' - docker.io/library/node:20-bookworm-slim
rm -rf "$node_root"

# Build context of the stand-ins: their entry points.
ctx=$work/context
rm -rf "$ctx" && mkdir -p "$ctx"
build() { # TAG, then the Containerfile on standard input
  podman build --pull=never --network host -t "$1" -f - "$ctx"
}

# Like the official image's entry point: a new data directory gets POSTGRES_USER (a superuser
# with POSTGRES_PASSWORD) and POSTGRES_DB, then the server listens on every address.
cat > "$ctx/postgres-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
bin=/usr/lib/postgresql/15/bin
user=${POSTGRES_USER:-postgres}
mkdir -p "$PGDATA" /run/postgresql
chown postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "$POSTGRES_PASSWORD" > /tmp/pw && chown postgres /tmp/pw
  as_postgres "$bin/initdb" -U "$user" --pwfile=/tmp/pw --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA"
  rm /tmp/pw
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  as_postgres "$bin/pg_ctl" -D "$PGDATA" -o '-c listen_addresses=' -w start
  [ "${POSTGRES_DB:-$user}" = postgres ] || as_postgres "$bin/createdb" -h /run/postgresql -U "$user" "${POSTGRES_DB:-$user}"
  as_postgres "$bin/pg_ctl" -D "$PGDATA" -m fast -w stop
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups "$bin/postgres" -D "$PGDATA" -c 'listen_addresses=*'
EOF

build docker.io/library/postgres:17 <<'EOF'
FROM localhost/ladder-standin/debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/*
ENV PGDATA=/var/lib/postgresql/data
COPY --chmod=755 postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
# As in the official image: a fast shutdown (SIGTERM waits for every client to leave).
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["docker-entrypoint.sh"]
EOF

build docker.io/library/redis:7 <<'EOF'
FROM localhost/ladder-standin/debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends redis-server && rm -rf /var/lib/apt/lists/*
EXPOSE 6379
# The official image's defaults: every address, no protected mode.
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no"]
EOF

build docker.io/library/caddy:2 <<'EOF'
FROM localhost/ladder-standin/debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends caddy && rm -rf /var/lib/apt/lists/*
EXPOSE 80 443
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
EOF

# `minio server DIR`: s3rver on :9000 with the key pair MINIO_ROOT_USER / MINIO_ROOT_PASSWORD
# (s3rver checks the key id; it does not check version-4 signatures).
cat > "$ctx/minio.cjs" <<'EOF'
#!/usr/bin/env node
const S3rver = require('/opt/s3/node_modules/s3rver');
const { DUMMY_ACCOUNT } = require('/opt/s3/node_modules/s3rver/lib/models/account');
DUMMY_ACCOUNT.createKeyPair(process.env.MINIO_ROOT_USER || 'minioadmin', process.env.MINIO_ROOT_PASSWORD || 'minioadmin');
// The app's own user, which `mc admin user add` makes in MinIO (s3rver checks the key id only).
DUMMY_ACCOUNT.createKeyPair('ladder-app', 'not checked by s3rver');
const [command, directory] = process.argv.slice(2);
if (command !== 'server' || !directory) {
  console.error('usage: minio server DIR');
  process.exit(2);
}
// Path-style requests only: s3rver would take the host name `minio` for a bucket's.
new S3rver({ address: '0.0.0.0', port: 9000, directory, vhostBuckets: false }).run().then(() => console.log('s3rver on :9000, data in', directory));
EOF

# `mc alias set NAME URL USER PASSWORD`, `mc mb [--ignore-existing] NAME/BUCKET`,
# `mc anonymous set-json FILE NAME/BUCKET` and `mc admin policy create|attach`, `mc admin user add`
# (s3rver has no policies nor users: these read their file, check the bucket is there, and print).
cat > "$ctx/mc.cjs" <<'EOF'
#!/usr/bin/env node
const fs = require('node:fs');
const { S3Client, CreateBucketCommand, HeadBucketCommand } = require('/opt/s3/node_modules/@aws-sdk/client-s3');
const file = '/tmp/mc-aliases.json';
const aliases = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const ignoreExisting = process.argv.includes('--ignore-existing');
function target(spec) {
  const [name, bucket] = spec.split('/');
  const a = aliases[name];
  if (!a) throw new Error(`no alias ${name}`);
  const client = new S3Client({
    endpoint: a.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: a.user, secretAccessKey: a.password },
  });
  return { client, bucket, exists: () => client.send(new HeadBucketCommand({ Bucket: bucket })).then(() => true, () => false) };
}
async function main() {
  if (args[0] === 'alias' && args[1] === 'set') {
    const [, , name, url, user, password] = args;
    await fetch(url); // throws while the server does not answer
    fs.writeFileSync(file, JSON.stringify({ ...aliases, [name]: { url, user, password } }));
    console.log(`Added ${name}`);
  } else if (args[0] === 'mb') {
    const { client, bucket, exists } = target(args[1]);
    if (await exists()) {
      if (!ignoreExisting) throw new Error(`${bucket} exists`);
    } else await client.send(new CreateBucketCommand({ Bucket: bucket }));
    console.log(`Bucket ${bucket} is there`);
  } else if (args.slice(0, 2).join(' ') === 'anonymous set-json') {
    JSON.parse(fs.readFileSync(args[2], 'utf8'));
    const { bucket, exists } = target(args[3]);
    if (!(await exists())) throw new Error(`no bucket ${bucket}`);
    console.log(`s3rver ignores ${args[2]}: anyone may read and list ${bucket}`);
  } else if (args.slice(0, 3).join(' ') === 'admin policy create') {
    JSON.parse(fs.readFileSync(args[5], 'utf8'));
    console.log(`s3rver has no policies: ${args[4]} not made`);
  } else if (['admin user add', 'admin policy attach'].includes(args.slice(0, 3).join(' '))) {
    console.log(`s3rver has no users: ${args.slice(0, 3).join(' ')} ${args[4]} ignored`);
  } else {
    console.error(`stand-in mc: unknown command ${args.join(' ')}`);
    process.exit(2);
  }
}
main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
EOF

# MinIO's server and client stand-ins: one node image with s3rver and the AWS SDK.
build localhost/ladder-standin/s3:latest <<'EOF'
FROM docker.io/library/node:20-bookworm-slim
WORKDIR /opt/s3
RUN npm install --no-audit --no-fund s3rver@3.7.1 @aws-sdk/client-s3@3
COPY --chmod=755 minio.cjs /usr/local/bin/minio
COPY --chmod=755 mc.cjs /usr/local/bin/mc
EOF
build docker.io/minio/minio:latest <<'EOF'
FROM localhost/ladder-standin/s3:latest
ENTRYPOINT ["minio"]
EOF
build docker.io/minio/mc:latest <<'EOF'
FROM localhost/ladder-standin/s3:latest
ENTRYPOINT ["mc"]
EOF

podman images
