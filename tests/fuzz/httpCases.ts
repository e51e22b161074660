import fc from 'fast-check';
import type { z } from 'zod';
import { errorBodySchema } from '../../protocol/errors.ts';
import {
  type BodySpec,
  bodyForBodiless,
  contentHeaders,
  hostileIdSegment,
  hostileQuery,
  junkCookies,
  mutateBody,
  type OriginMode,
  originMode,
} from './hostile.ts';
import { type AppRoute, POOLS, type Pool, type RouteSpec } from './routes.ts';
import { METRICS_TOKEN, type PersonaName, type World } from './world.ts';
import { derive, objectKeys } from './zodArbitrary.ts';

/** A reference to an id the running server handed out, resolved when the case is sent. */
export class PoolRef {
  readonly pool: Pool;
  readonly index: number;
  /** Another player's id of that kind (the route must answer as if it did not exist). */
  readonly foreign: boolean;
  constructor(pool: Pool, index: number, foreign = false) {
    this.pool = pool;
    this.index = index;
    this.foreign = foreign;
  }
  toJSON(): string {
    return `<${this.foreign ? 'foreign ' : ''}${this.pool}#${this.index}>`;
  }
}

const ref = (pool: Pool, foreign = false) => fc.nat({ max: 1000 }).map((i) => new PoolRef(pool, i, foreign));
const pickRef = (world: World, r: PoolRef) => world.pick(r.pool, r.index, r.foreign);

export type IdSpec = { ref: PoolRef } | { raw: string };

export interface HttpCase {
  route: AppRoute & RouteSpec;
  persona: PersonaName;
  method: string;
  id: IdSpec | undefined;
  query: string | undefined;
  body: BodySpec;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  origin: OriginMode;
  junkCookie: string | undefined;
  authorization: string | undefined;
}

/** The pools a junk id may be borrowed from: the things players own (not flags or catalogue items). */
const ALL_POOLS: Pool[] = POOLS.filter((p) => p !== 'flag' && p !== 'item');

/** Routes whose input names an account: known credentials most of the time, so some succeed. */
const CREDENTIAL_ROUTES = new Set([
  'POST /api/login',
  'POST /api/admin/login',
  'POST /api/forgot-password',
  'POST /api/resend-verification',
]);

/** Body fields that name things: drawn from the server's ids most of the time. */
export function idOverrides(world: World, route: AppRoute): Record<string, fc.Arbitrary<unknown>> {
  const own = (pool: Pool) =>
    fc.oneof({ weight: 5, arbitrary: ref(pool) }, { weight: 1, arbitrary: ref(pool, true) });
  const ids: Record<string, fc.Arbitrary<unknown>> = {
    questId: own('quest'),
    taskId: own('task'),
    companionId: own('companion'),
    itemId: ref('item'),
    timezone: fc.constantFrom('UTC', 'Europe/Zurich', 'America/New_York', 'Asia/Tokyo', 'Mars/Olympus'),
    confirmPassword: fc.constantFrom('correct-horse', 'another-pass'),
  };
  if (!CREDENTIAL_ROUTES.has(route.key)) return ids;
  const emails = [world.player.email, ...world.victims.map((v) => v.email)];
  const usernames = [world.player.username, ...world.victims.map((v) => v.username)];
  return {
    ...ids,
    email: fc.constantFrom(...emails),
    username: fc.constantFrom(...usernames, 'fuzz_root', 'fuzz_moderator'),
    password: fc.constantFrom('correct-horse', 'a-long-admin-password', 'moderator-password-1'),
  };
}

const PERSONAS_PUBLIC: PersonaName[] = ['anon', 'player', 'anon'];
const PERSONAS_SIGNED_IN: PersonaName[] = ['player', 'player', 'anon', 'player'];
const PERSONAS_ADMIN: PersonaName[] = ['admin', 'moderator', 'admin', 'anon', 'player', 'admin'];
const PUBLIC = new Set([
  'GET /metrics',
  'GET /api/health',
  'GET /api/ready',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/verify-email',
  'POST /api/resend-verification',
  'POST /api/forgot-password',
  'POST /api/reset-password',
]);

/** The personas a route is called as, in turn (every one of them for every route). */
export function personasFor(route: AppRoute & RouteSpec): PersonaName[] {
  if (route.admin) return PERSONAS_ADMIN;
  return PUBLIC.has(route.key) ? PERSONAS_PUBLIC : PERSONAS_SIGNED_IN;
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** An Authorization header for the metrics endpoint: the token, a wrong one, other schemes, junk. */
const bearerHeader: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(`Bearer ${METRICS_TOKEN}`) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'Bearer',
      'Bearer ',
      'Bearer wrong-token-0123456789',
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
      `bearer   ${METRICS_TOKEN}  `,
      `Bearer ${METRICS_TOKEN} ${METRICS_TOKEN}`,
      `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}`,
      `Bearer ${'A'.repeat(8000)}`,
      'Bearer %00',
      'Token abc',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => `Bearer ${s}`) },
);

/** The case arbitrary of one route (the persona is set by the caller, in turn). */
export function caseArbitrary(
  route: AppRoute & RouteSpec,
  world: World,
): fc.Arbitrary<Omit<HttpCase, 'persona'>> {
  const byKey = idOverrides(world, route);
  const body = route.body
    ? mutateBody(derive(route.body, { byKey }), objectKeys(route.body))
    : bodyForBodiless;
  const schemaQuery = route.query ? queryArbitrary(route.query) : fc.constant(undefined);
  const query = fc.oneof(
    { weight: 6, arbitrary: schemaQuery },
    { weight: 2, arbitrary: hostileQuery },
    { weight: route.query ? 1 : 4, arbitrary: fc.constant(undefined) },
  );
  const id: fc.Arbitrary<IdSpec | undefined> = route.param
    ? fc.oneof(
        { weight: 6, arbitrary: ref(route.param).map((r) => ({ ref: r })) },
        { weight: 1, arbitrary: ref(route.param, true).map((r) => ({ ref: r })) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...ALL_POOLS)
            .chain((p) => ref(p))
            .map((r) => ({ ref: r })),
        },
        { weight: 4, arbitrary: hostileIdSegment.map((raw) => ({ raw })) },
      )
    : fc.constant(undefined);
  const method =
    route.method === 'ALL'
      ? fc.constantFrom(...ROUTE_METHODS)
      : fc.oneof(
          { weight: 30, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
        );
  return fc
    .record({
      route: fc.constant(route),
      method,
      id,
      query,
      body,
      content: contentHeaders,
      origin: originMode,
      junkCookie: junkCookies,
      authorization: route.bearer ? bearerHeader : fc.constant(undefined),
    })
    .map(({ content, ...rest }) => ({
      ...rest,
      contentType: content.contentType,
      contentEncoding: content.contentEncoding,
    }));
}

function queryArbitrary(schema: z.ZodType): fc.Arbitrary<string | undefined> {
  return derive(schema, { asQuery: true }).map((value) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      if (v !== undefined) params.append(k, String(v).replace(/[\ud800-\udfff]/g, '_'));
    }
    const s = params.toString();
    return s || undefined;
  });
}

/** Replaces every PoolRef in a generated body with the id it names now. */
export function resolveRefs(value: unknown, world: World): unknown {
  if (value instanceof PoolRef) return pickRef(world, value) ?? '00000000-0000-4000-8000-000000000000';
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, world));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(out, key, {
        value: resolveRefs((value as Record<string, unknown>)[key], world),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}

export interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  bodyNote: string;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  setCookie: string[];
}

const ORIGINS: Record<Exclude<OriginMode, 'app' | 'none'>, (url: string) => string> = {
  evil: () => 'https://evil.example',
  null: () => 'null',
  'other-local': (url) => url.replace('127.0.0.1', 'localhost'),
  garbage: () => 'http://[::1',
};

/** Builds the concrete request of a case against the world as it is now. */
export function buildRequest(
  c: HttpCase,
  world: World,
  cookieHeader: string,
): SentRequest & { bytes?: Uint8Array } {
  let path = c.route.path;
  if (c.id) {
    const segment =
      'ref' in c.id
        ? encodeURIComponent(pickRef(world, c.id.ref) ?? '00000000-0000-4000-8000-000000000000')
        : c.id.raw;
    path = path.replace(/:(id|name)\b/, segment);
  }
  if (c.query !== undefined) path += `?${c.query}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  const url = world.server.url;
  if (c.origin === 'app') {
    if (c.method !== 'GET') headers.origin = url;
  } else if (c.origin !== 'none') headers.origin = ORIGINS[c.origin](url);
  if (c.authorization !== undefined) headers.authorization = c.authorization;
  const cookies = [cookieHeader, c.junkCookie].filter(Boolean).join('; ');
  if (cookies) headers.cookie = cookies;
  let body: string | undefined;
  let bytes: Uint8Array | undefined;
  const canHaveBody = c.method !== 'GET' && c.method !== 'HEAD';
  if (canHaveBody && c.body.kind !== 'none') {
    if (c.body.kind === 'json') body = JSON.stringify(resolveRefs(c.body.value, world));
    else if (c.body.kind === 'raw') body = c.body.text;
    else bytes = Uint8Array.from(c.body.bytes);
    if (c.contentType !== undefined) headers['content-type'] = c.contentType;
    if (c.contentEncoding !== undefined) headers['content-encoding'] = c.contentEncoding;
  }
  const note = c.body.kind === 'none' ? 'no body' : c.body.note;
  return { method: c.method, path, headers, body, bodyNote: note, ...(bytes ? { bytes } : {}) };
}

export async function send(baseUrl: string, req: SentRequest & { bytes?: Uint8Array }): Promise<Answer> {
  const bytes = req.bytes ?? (req.body !== undefined ? Buffer.from(req.body, 'utf8') : undefined);
  const payload = bytes ? new Uint8Array(bytes) : undefined;
  const res = await fetch(`${baseUrl}${req.path}`, {
    method: req.method,
    headers: req.headers,
    redirect: 'manual',
    ...(payload ? { body: payload } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    setCookie: res.headers.getSetCookie(),
  };
}

/** The answer-only properties: never 5xx; every error a JSON body with a message. */
export function answerProblems(a: Answer, method: string): string[] {
  const problems: string[] = [];
  if (a.status >= 500) problems.push('5xx answer');
  if (a.status >= 400 && method !== 'HEAD') {
    if (!/^application\/json\b/i.test(a.contentType)) problems.push('error answer is not JSON');
    else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(a.text);
      } catch {
        problems.push('error answer is not parseable JSON');
      }
      if (parsed !== undefined && !errorBodySchema.safeParse(parsed).success)
        problems.push('error answer has no { message: string }');
    }
  }
  return problems;
}
