import { z } from 'zod';
import { vapidPairProblem } from './push/keys.ts';

const boolFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be one of true, false, 1, 0' })
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((v) => URL.canParse(v) && protocols.test(new URL(v).protocol), { error: `must be a ${hint} URL` })
    .optional();

/** Raw environment, validated; every variable of DESIGN section 3. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  REDIS_URL: optionalUrl(/^rediss?:$/, 'redis://'),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  APP_URL: optionalUrl(/^https?:$/, 'http(s)://'),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp:// or smtps://'),
  MAIL_FROM: z.string().trim().min(3).default('Quest Planner <no-reply@quest-planner.local>'),
  EMAIL_VERIFICATION: z.enum(['required', 'off'], { error: 'must be required or off' }).optional(),
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl(/^https?:$/, 'http(s)://'),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  ADMIN_PATH: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, { error: 'must be a path such as /admin-area' })
    .refine((v) => !v.startsWith('/api'), { error: 'must not start with /api' })
    .default('/admin-secret-xyz-2024'),
  TRUST_PROXY: boolFlag.default(false),
  // A typo here would silently trust a client-written X-Forwarded-For entry, so refuse anything but
  // a whole number of proxies.
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number of proxies, 1 or more' })
    .int({ error: 'must be a whole number of proxies, 1 or more' })
    .min(1, { error: 'must be a whole number of proxies, 1 or more' })
    .max(10, { error: 'must be at most 10' })
    .default(1),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, {
      error: 'must be 1 to 40 letters, digits, colons, dashes or underscores',
    })
    .default('qp:'),
  REDIS_ADAPTER: z.enum(['classic', 'sharded'], { error: 'must be classic or sharded' }).default('classic'),
  BOSS_REST_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(0)
    .max(86400)
    .default(300),
  FOCUS_SESSION_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(4 * 3600)
    .default(25 * 60),
  // Web Push (DESIGN section 9): unset keys are generated once into DATA_DIR (not in production:
  // the pair must travel with the database, or every browser's subscription stops working).
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, {
      error: 'must be a P-256 public key: 65 bytes, base64url (87 characters)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: 'must be a P-256 private key: 32 bytes, base64url (43 characters)',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'must be a mailto: address or an https:// URL' })
    .optional(),
  // Tests only (honoured with NODE_ENV=test): pushes may go to a fake push service at this origin.
  PUSH_TEST_ENDPOINT_ORIGIN: optionalUrl(/^https?:$/, 'http(s)://'),
  REMINDER_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(20)
    .max(60_000)
    .default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: /metrics answers 404. Bearer token syntax (RFC 6750), so it travels in the header as is.
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .regex(/^[A-Za-z0-9._~+/-]+=*$/, { error: 'must be letters, digits and -._~+/ (then = padding)' })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  sessionSecret: string | undefined;
  jwtSecret: string | undefined;
  /** Public origin given by the operator; unset means 'localhost or 127.0.0.1 on PORT'. */
  appUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailVerification: 'required' | 'off';
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiModel: string;
  adminPath: string;
  trustProxy: boolean;
  /**
   * How many proxies in front of the app append to X-Forwarded-For (with `trustProxy`): the client
   * address is taken that many entries from the right, never from the client-written left end.
   */
  trustProxyHops: number;
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Socket.IO Redis adapter: classic pub/sub, or Redis 7 sharded pub/sub. */
  redisAdapter: 'classic' | 'sharded';
  bossRestSeconds: number;
  /** Length of a focus session (spec: 25 minutes). */
  focusSessionSeconds: number;
  /**
   * VAPID keys of Web Push, one checked pair; both unset (never in production): generated once into
   * DATA_DIR (server/push/vapid.ts).
   */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Contact the push services see; unset: mailto: MAIL_FROM's address (or APP_URL). */
  vapidSubject: string | undefined;
  /** Tests only: the origin of a fake push service that endpoints may use (null outside tests). */
  pushTestEndpointOrigin: string | null;
  /** How often each instance looks for due reminders. */
  reminderPollMs: number;
  logLevel: Env['LOG_LEVEL'];
  /** Bearer token of `GET /metrics` (Prometheus); unset means the endpoint is absent (404). */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = (
      ['SESSION_SECRET', 'JWT_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const
    ).filter((k) => !e[k]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.map((k) => `${k}: required when NODE_ENV=production`).join('\n  ')}`,
      );
    }
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither (unset: generated into DATA_DIR)',
    );
  }
  const vapidProblem =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? vapidPairProblem(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)
      : null;
  if (vapidProblem) {
    throw new ConfigError(`Invalid configuration:\n  ${vapidProblem.name}: ${vapidProblem.message}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    jwtSecret: e.JWT_SECRET,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    emailVerification: e.EMAIL_VERIFICATION ?? (e.SMTP_URL ? 'required' : 'off'),
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL,
    adminPath: e.ADMIN_PATH,
    trustProxy: e.TRUST_PROXY,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    redisAdapter: e.REDIS_ADAPTER,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    bossRestSeconds: e.BOSS_REST_SECONDS,
    focusSessionSeconds: e.FOCUS_SESSION_SECONDS,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    pushTestEndpointOrigin:
      e.NODE_ENV === 'test' && e.PUSH_TEST_ENDPOINT_ORIGIN
        ? new URL(e.PUSH_TEST_ENDPOINT_ORIGIN).origin
        : null,
    reminderPollMs: e.REMINDER_POLL_MS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
  };
}

/** The origin used in e-mail links. */
export const publicUrl = (config: Config, port: number = config.port): string =>
  config.appUrl ?? `http://localhost:${port}`;

/** Origins accepted by the Origin check (DESIGN section 8). */
export const allowedOrigins = (config: Config, port: number = config.port): string[] =>
  config.appUrl ? [new URL(config.appUrl).origin] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
