/**
 * Starts the gateway: configuration from the environment (exit 2 on a bad value), build, listen,
 * and a graceful stop on SIGINT/SIGTERM that lets in-flight requests finish and closes the database
 * cleanly (an embedded PGlite data directory must never be left half-written).
 */
import { ConfigError, loadConfig } from './config/env.ts';
import { databaseTakesLong, prepareDatabaseBeside } from './cli/prepare-database-beside.ts';
import { preparedDatabaseLine } from './cli/prepared-database-line.ts';

const startedAt = performance.now();

let loaded;
try {
  loaded = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
const { config, operatorTokenFile } = loaded;

function couldNotStart(error: unknown): never {
  console.error('The gateway could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

// A database to create (or the portal building beside: `npm start` after a change) is prepared in a
// worker thread while this one loads the gateway's modules, the seconds of both at once on two cores.
const prepared = databaseTakesLong(config) ? prepareDatabaseBeside() : undefined;
prepared?.catch(() => undefined);
const [{ buildApp }, { DEMO_SIGN_IN }, { outboxHint }] = await Promise.all([
  import('./app.ts'),
  import('./demo/seed.ts'),
  import('./modules/mail/outbox-hint.ts'),
]);
if (prepared) {
  const run = await prepared.catch(couldNotStart);
  if (run.applied > 0 || run.fromKeptDemo) console.log(preparedDatabaseLine(run));
}

const app = await buildApp(config).catch(couldNotStart);

let stopping = false;
async function stop(signal: string) {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s: exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(
    `The gateway could not listen on ${config.host}:${config.port}:`,
    error instanceof Error ? error.message : error,
  );
  await app.close().catch(() => undefined);
  process.exit(1);
}

const demo = await app.ctx.db.maybeOne('SELECT 1 FROM members WHERE username = $1 AND enabled', [
  DEMO_SIGN_IN.username,
]);
app.log.info(
  {
    url: config.publicUrl,
    database: config.database.kind === 'pg' ? 'postgresql' : `embedded (${config.database.dataDir})`,
    operatorTokenFile,
    startupMs: Math.round(performance.now() - startedAt),
    ...(demo && { demoSignIn: `${DEMO_SIGN_IN.username} / ${DEMO_SIGN_IN.password}` }),
  },
  'gateway ready',
);
console.log(`Ready on ${config.publicUrl}`);
if (demo) console.log(`Demo sign-in: username ${DEMO_SIGN_IN.username}, password ${DEMO_SIGN_IN.password}`);
if (operatorTokenFile) console.log(`Operator token: kept in ${operatorTokenFile}`);
const mailHint = outboxHint(config);
if (mailHint) console.log(mailHint);
