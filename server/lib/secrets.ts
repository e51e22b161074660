import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.ts';

export interface Secrets {
  sessionSecret: string;
  jwtSecret: string;
}

const storedSchema = z.object({ sessionSecret: z.string().min(32), jwtSecret: z.string().min(32) });

/**
 * Secrets from the environment, else generated once and kept in DATA_DIR/secrets.json, so an
 * embedded install keeps its sessions across restarts without any configuration.
 */
export function resolveSecrets(config: Pick<Config, 'sessionSecret' | 'jwtSecret' | 'dataDir'>): Secrets {
  if (config.sessionSecret && config.jwtSecret) {
    return { sessionSecret: config.sessionSecret, jwtSecret: config.jwtSecret };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Secrets;
  if (existsSync(file)) {
    stored = storedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    stored = {
      sessionSecret: randomBytes(48).toString('base64url'),
      jwtSecret: randomBytes(48).toString('base64url'),
    };
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    sessionSecret: config.sessionSecret ?? stored.sessionSecret,
    jwtSecret: config.jwtSecret ?? stored.jwtSecret,
  };
}
