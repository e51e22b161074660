import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';
import type { AppState } from '../state.ts';

/** JSON answers from this size on are compressed (DESIGN section 10); smaller ones gain nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON and JSON-based types (`application/problem+json`...). Event streams are never compressed. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

// Quality 4 (the library's default): answers are compressed per request, so speed counts.
const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};
const GZIP_OPTIONS = { level: 6 };

/**
 * br or gzip for the API's JSON answers over 1 KB, the account export's stream included (it is
 * a download, so zlib's buffering costs nothing). Only /api: the client's files are precompressed
 * at build time (staticFiles.ts) and Socket.IO never passes through Koa.
 */
export function apiCompression(): Middleware<AppState> {
  const compressor = compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    filter: (type) => JSON_TYPE.test(type.split(';')[0]!.trim()),
    br: { params: BROTLI_PARAMS },
    gzip: GZIP_OPTIONS,
    deflate: false,
    zstd: false,
  });
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    await compressor(ctx, async () => {
      await next();
      // Serialise an object body once: the threshold check would otherwise stringify it to measure
      // it, and Koa again to send it.
      if (ctx.body !== null && typeof ctx.body === 'object' && isPlainJson(ctx.body)) {
        ctx.body = JSON.stringify(ctx.body);
      }
      if (typeof ctx.body === 'string') compressInPlace(ctx);
    });
  };
}

/**
 * An answer already in memory is compressed in one call: through a zlib stream (what the library
 * does for every body) a 5 KB answer costs several times as much in stream machinery as in
 * compression. koa-compress leaves an answer with a Content-Encoding alone; it still compresses
 * streamed answers (the account export).
 */
function compressInPlace(ctx: Context): void {
  const body = ctx.body as string;
  if (
    ctx.method === 'HEAD' ||
    ctx.compress === false ||
    ctx.response.get('Content-Encoding') ||
    !JSON_TYPE.test((ctx.response.type || '').trim()) ||
    /\bno-transform\b/i.test(ctx.response.get('Cache-Control'))
  ) {
    return;
  }
  const raw = Buffer.from(body);
  if (raw.length < COMPRESS_THRESHOLD_BYTES) return;
  const encoding = preferredEncoding(ctx.get('Accept-Encoding'));
  if (!encoding) return;
  const type = ctx.response.get('Content-Type');
  ctx.body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: BROTLI_PARAMS })
      : zlib.gzipSync(raw, GZIP_OPTIONS);
  ctx.set('Content-Type', type);
  ctx.set('Content-Encoding', encoding);
  ctx.vary('Accept-Encoding');
}

function isPlainJson(body: object): boolean {
  return !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';
}

/** br or gzip by the client's weights, br on a tie (as koa-compress chooses); null for neither. */
export function preferredEncoding(header: string): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
