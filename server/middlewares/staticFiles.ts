import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { AppState } from '../state.ts';

/** Content codings in the order we prefer them; the build writes both (scripts/build/precompress.ts). */
const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Coding = (typeof CODINGS)[number]['name'];

interface Representation {
  file: string;
  size: number;
  etag: string;
}

interface StaticFile {
  /** Extension of the original file: the Content-Type, whatever the coding. */
  ext: string;
  mtime: Date;
  identity: Representation;
  encoded: Partial<Record<Coding, Representation>>;
}

/** Hashed build output: Vite writes only content-hashed names under /assets/ (DESIGN section 10). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** How long a file may be kept: hashed assets for a year, everything else is checked each time. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
}

const representation = (file: string): Representation => {
  const stats = statSync(file);
  return {
    file,
    size: stats.size,
    etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
  };
};

/**
 * The build output is listed once, when the server starts (it serves index.html from memory too):
 * a request is answered from that list, so no path from a request ever reaches the file system,
 * and the precompressed siblings (`x.js.br`, `x.js.gz`) are known without a stat per request.
 */
export function listStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const entries = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const names = new Set(entries.map((e) => path.join(e.parentPath, e.name)));
  for (const file of names) {
    // A compressed sibling is a representation of its original, not a file of its own.
    if (CODINGS.some((c) => file.endsWith(c.suffix) && names.has(file.slice(0, -c.suffix.length)))) continue;
    const relative = path.relative(distDir, file).split(path.sep);
    if (relative.some((part) => part.startsWith('.'))) continue;
    const identity = representation(file);
    const encoded: StaticFile['encoded'] = {};
    for (const coding of CODINGS) {
      if (names.has(file + coding.suffix)) {
        const variant = representation(file + coding.suffix);
        encoded[coding.name] = { ...variant, etag: `${variant.etag.slice(0, -1)}-${coding.name}"` };
      }
    }
    files.set(`/${relative.join('/')}`, {
      ext: path.extname(file),
      mtime: statSync(file).mtime,
      identity,
      encoded,
    });
  }
  return files;
}

/** The q-value of each coding an Accept-Encoding header names (`*` included), lowercased. */
function acceptedCodings(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => /^q=/i.test(p));
    const value = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name.toLowerCase(), Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return accepted;
}

/**
 * The coding to answer with: the offered one the request ranks highest, our order (br before gzip)
 * breaking ties, since browsers list gzip first without preferring it. No Accept-Encoding, or
 * one that ranks the plain file higher, gets the plain file.
 */
export function negotiateCoding<T extends string>(ctx: Context, offered: readonly T[]): T | 'identity' {
  const header = ctx.get('Accept-Encoding');
  if (offered.length === 0 || !header) return 'identity';
  const accepted = acceptedCodings(header);
  const wildcard = accepted.get('*') ?? 0;
  let best: T | 'identity' = 'identity';
  let bestQ = 0;
  for (const coding of offered) {
    const q = accepted.get(coding) ?? wildcard;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  const identityQ = accepted.get('identity') ?? (accepted.has('*') ? wildcard : 1);
  return identityQ > bestQ ? 'identity' : best;
}

/** Answers GET and HEAD for the files of the build, in the coding the request prefers. */
export function staticFiles(distDir: string): Middleware<AppState> {
  const files = listStaticFiles(distDir);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const found = files.get(urlPath);
    if (!found) return next();
    const offered = CODINGS.map((c) => c.name).filter((name) => found.encoded[name]);
    const coding = negotiateCoding(ctx, offered);
    const chosen = coding === 'identity' ? found.identity : found.encoded[coding]!;
    ctx.status = 200;
    ctx.type = found.ext;
    if (offered.length > 0) ctx.vary('Accept-Encoding');
    if (coding !== 'identity') ctx.set('Content-Encoding', coding);
    ctx.set('Cache-Control', cacheControlFor(urlPath));
    ctx.set('ETag', chosen.etag);
    ctx.lastModified = found.mtime;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (ctx.method === 'GET') ctx.body = createReadStream(chosen.file);
    ctx.length = chosen.size;
  };
}
