import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { errorText } from './lib/log-redaction';
import { createServices } from './services';
import { recoverInterruptedUploads, sweepOrphanMedia } from './storage/media-sweep';

/** How long no request may come before a draining server closes its listener. */
const QUIET_MS = 300;

/** The only file that reads process.env: parse, migrate, seed, listen, and shut down cleanly. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { config: ready, database } = await bootstrap(config);
  const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp(ready, { database, ...(existsSync(path.join(webRoot, 'index.html')) ? { webRoot } : {}) });

  // A fresh embedded database gets a lively demo (DEMO_DATA); its login is printed on every start.
  let demoLogin: string | undefined;
  if (ready.demoData) {
    // The demo (and sharp, which draws its pictures) is loaded only when it may be seeded.
    const { DEMO_LOGIN, hasDemoLogin, seedDemoData } = await import('./cli/demo/seed');
    const services = createServices(ready as Readonly<Config> & { jwtSecret: string }, {
      db: database.db,
      mailer: app.mailer,
      likeTelling: app.likeTelling,
      media: app.media,
      log: app.log,
    });
    if (await seedDemoData(services, { db: database.db, log: app.log })) {
      // The demo's login is printed to the console below, never written to a log line.
      app.log.info(`Demo data ready at ${ready.publicUrl}/login`);
    }
    if (await hasDemoLogin(services)) demoLogin = `${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`;
  }

  // SIGTERM: stop taking connections, answer every request in flight (Fastify answers 503 to new
  // ones on open connections), then close the database; unsent mail waits in the outbox. Past
  // SHUTDOWN_TIMEOUT_MS the process exits anyway.
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received, closing`);
    const deadline = setTimeout(() => {
      app.log.error(`requests still running after ${ready.shutdownTimeoutMs} ms, exiting`);
      process.exit(1);
    }, ready.shutdownTimeoutMs);
    deadline.unref();
    try {
      // Drain first: /readyz says so, and the listener stays open until every request is answered
      // and none came for a moment (connections queued while the process was busy get in too).
      app.traffic.isDraining = true;
      // Live streams never end by themselves: end them, and the browsers reconnect elsewhere.
      app.notificationStreams.closeAll();
      while (app.traffic.inFlight > 0 || Date.now() - app.traffic.lastAt < QUIET_MS)
        await new Promise((resolve) => setTimeout(resolve, 50));
      // Every request is answered: what is still connected is idle or a dropped stream's socket.
      app.server.closeAllConnections();
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Before the first request: what a killed process left half stored is settled or removed.
  await recoverInterruptedUploads({ db: database.db, media: app.media, log: app.log });
  await app.listen({ port: ready.port, host: ready.host });
  app.log.info(
    `Ladder is ready at ${ready.publicUrl} (database: ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
  );
  // Files a crash or a failed deletion left behind, once they are past the grace period.
  void sweepOrphanMedia({ db: database.db, media: app.media, log: app.log }).catch((err: unknown) =>
    app.log.error({ err }, 'the orphan media sweep failed'),
  );
  if (demoLogin) console.log(`Demo login: ${demoLogin} at ${ready.publicUrl}/login`);
}

main().catch((error: unknown) => {
  // No statement parameter on the terminal either: a failed migration names its SQL, not values.
  console.error(errorText(error));
  process.exit(1);
});
