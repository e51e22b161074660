import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact the push services see (mailto: or https:). */
  subject: string;
}

const storedSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * VAPID keys from the environment (checked as one pair by config.ts, and required in production:
 * browsers' subscriptions are bound to the public key, so the pair must travel with the database),
 * else generated once and kept in DATA_DIR/vapid.json (embedded mode, like secrets.json), so
 * subscriptions keep working across restarts. Several instances must share one pair.
 */
export function resolveVapidKeys(
  config: Pick<
    Config,
    'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject' | 'dataDir' | 'mailFrom' | 'appUrl'
  >,
): VapidKeys {
  const subject = config.vapidSubject ?? vapidSubjectOf(config.mailFrom, config.appUrl);
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    return { ...storedSchema.parse(JSON.parse(readFileSync(file, 'utf8'))), subject };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  const stored = { publicKey: keys.publicKey, privateKey: keys.privateKey };
  // 'wx': two instances starting on one DATA_DIR at once keep the first pair written.
  try {
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...storedSchema.parse(JSON.parse(readFileSync(file, 'utf8'))), subject };
  }
  return { ...stored, subject };
}

/** mailto: the address in MAIL_FROM ('Name <a@b>' or 'a@b'), else the public https origin. */
export function vapidSubjectOf(mailFrom: string, appUrl: string | undefined): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^\S+@\S+$/.exec(mailFrom.trim())?.[0];
  if (address) return `mailto:${address}`;
  if (appUrl?.startsWith('https://')) return new URL(appUrl).origin;
  return 'mailto:no-reply@quest-planner.invalid';
}
