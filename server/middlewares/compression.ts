import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import type { AppState } from '../state.ts';

/** JSON answers from this size on are compressed (DESIGN section 10); smaller ones gain nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON and JSON-based types (`application/problem+json`...). Event streams are never compressed. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

/**
 * br or gzip for the API's JSON answers over 1 KB, the account export's stream included (it is
 * a download, so zlib's buffering costs nothing). Only /api: the client's files are precompressed
 * at build time (staticFiles.ts) and Socket.IO never passes through Koa.
 */
export function apiCompression(): Middleware<AppState> {
  const compressor = compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    filter: (type) => JSON_TYPE.test(type.split(';')[0]!.trim()),
    // Quality 4 (the library's default): answers are compressed per request, so speed counts.
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
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
    });
  };
}

function isPlainJson(body: object): boolean {
  return !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';
}
