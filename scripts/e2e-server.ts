/**
 * The real product for the browser tests: the server of `node server/main.ts` with e-mail
 * verification on and mails in DATA_DIR/outbox, so a test can open the links a player would receive.
 * Serves the built client from dist/client (built before the browser run).
 *
 * One difference from production: every test registers its own player from 127.0.0.1, so the
 * register window (10 an hour per IP) would end a full run early; here it is wide. The login, reset
 * and resend limits stay as they are (the API tests cover all of them).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { fileOffsetClock } from '../server/lib/clock.ts';
import { startServer } from '../server/server.ts';
import { createTestDatabase } from './lib/database.ts';

process.env.EMAIL_VERIFICATION ??= 'required';
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'qp-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
console.log(`E2E_DATA_DIR=${process.env.DATA_DIR}`);

// E2E_DB=postgres: a fresh database of its own on the machine's PostgreSQL instead of embedded PGlite.
// PGlite answers one statement at a time in the server's own thread; with two browsers working at
// once that queue, not the product, set the pace of a CI run.
const database = process.env.E2E_DB === 'postgres' ? await createTestDatabase() : undefined;
if (database) process.env.DATABASE_URL = database.url;

// E2E_CLIENT_DIST lets two browser runs on one machine serve their own builds side by side.
const server = await startServer({
  config: loadConfig(),
  ...(process.env.E2E_CLIENT_DIST ? { clientDist: path.resolve(process.env.E2E_CLIENT_DIST) } : {}),
  // Every browser of the suite is 127.0.0.1: registering and writing to the team must not run out.
  rateLimits: {
    register: { points: 10_000, durationSeconds: 60 * 60 },
    contact: { points: 10_000, durationSeconds: 60 * 60 },
  },
  // The routines test moves this server's clock by writing an offset in ms into this file.
  ...(process.env.E2E_CLOCK_FILE ? { clock: fileOffsetClock(process.env.E2E_CLOCK_FILE) } : {}),
});

const stop = () => {
  server
    .close()
    .then(() => database?.drop())
    .then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('e2e server shutdown failed', err);
        process.exit(1);
      },
    );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
