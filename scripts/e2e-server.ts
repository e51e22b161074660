/**
 * The real product for the browser tests: `node server/main.ts` with e-mail verification on and
 * mails in DATA_DIR/outbox, so a test can open the links a player would receive. Serves the built
 * client from dist/client (built before the browser run).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.EMAIL_VERIFICATION ??= 'required';
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'qp-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
console.log(`E2E_DATA_DIR=${process.env.DATA_DIR}`);
await import('../server/main.ts');
