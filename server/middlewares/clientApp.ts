import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip as gzipCallback, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import type { Clock } from '../lib/clock.ts';
import { playerHomePage } from '../routes/playerHomePage.ts';
import type { AppState } from '../state.ts';
import { isSignedIn } from './auth.ts';
import { negotiateCoding, staticFiles } from './staticFiles.ts';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
/** A page made per request: about 100 KB of markup, a millisecond or two to compress at these. */
const PAGE_BROTLI_QUALITY = 5;
const PAGE_GZIP_LEVEL = 6;

/** The meta tag through which the client learns where the admin area lives (`ADMIN_PATH`). */
export const ADMIN_PATH_META = 'qp-admin-path';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the admin path announced in its head. */
function withAdminPath(index: Buffer, adminPath: string): Buffer {
  const html = index.toString('utf8');
  const meta = `<meta name="${ADMIN_PATH_META}" content="${escapeAttribute(adminPath)}" />`;
  return Buffer.from(html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html);
}

/** A page kept in memory with its br and gzip forms, compressed once at start (it is small). */
interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function page(html: Buffer): Page {
  return {
    identity: html,
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 16)}"`,
  };
}

/** The app's page (the SPA fallback): never cached without asking (DESIGN section 10). */
function sendPage(ctx: Context, body: Page): void {
  const coding = negotiateCoding(ctx, ['br', 'gzip'] as const);
  ctx.status = 200;
  ctx.type = 'html';
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', coding === 'identity' ? body.etag : `${body.etag.slice(0, -1)}-${coding}"`);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (coding !== 'identity') ctx.set('Content-Encoding', coding);
  ctx.body = body[coding];
}

/**
 * The dashboard the server rendered (routes/playerHomePage.ts): it holds the player's own data, so
 * no cache keeps it, and compressed at a quick setting (it is made for each request).
 */
async function sendPlayerHome(ctx: Context, html: string): Promise<void> {
  const coding = negotiateCoding(ctx, ['br', 'gzip'] as const);
  ctx.status = 200;
  ctx.type = 'html';
  ctx.vary('Accept-Encoding');
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  ctx.set('Cache-Control', 'no-store');
  if (coding === 'identity') {
    ctx.body = html;
    return;
  }
  ctx.set('Content-Encoding', coding);
  ctx.body =
    coding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
      : await gzip(html, { level: PAGE_GZIP_LEVEL });
}

/**
 * Serves the built client and answers every other GET that is not for the API with index.html,
 * so client-side routes (/auth, /reset-password, the admin area...) survive a reload.
 *
 * The admin area's path is configurable and meant to stay unlisted, so only pages at or below it
 * tell the client where it is (a meta tag); every other page is served without it.
 */
export function clientApp(distDir: string, adminPath: string, clock: Clock): Middleware<AppState>[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return [
      async (ctx, next) => {
        await next();
        if (ctx.method === 'GET' && ctx.status === 404 && !ctx.path.startsWith('/api')) {
          ctx.status = 503;
          ctx.type = 'text/plain';
          ctx.body = 'The client has not been built yet: run `npm run build` (npm start does it for you).';
        }
      },
    ];
  }
  const index = readFileSync(indexFile);
  const pages = { visitor: page(index), adminArea: page(withAdminPath(index, adminPath)) };
  const playerHome = playerHomePage(distDir, index.toString('utf8'), clock);
  const inAdminArea = (requestPath: string) =>
    requestPath === adminPath || requestPath.startsWith(`${adminPath}/`);
  const files = staticFiles(distDir);
  return [
    async (ctx, next) => {
      if (ctx.path.startsWith('/api') || ctx.path.startsWith('/socket.io')) return next();
      await files(ctx, async () => {
        if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
        // A missing hashed asset is a 404, not the page: a stale tab must learn its chunk is gone.
        if (ctx.path.startsWith('/assets/')) return;
        if (ctx.path === '/' && ctx.method === 'GET' && isSignedIn(ctx.state)) {
          // A failed render costs the player only the faster first paint: the page renders itself.
          const html = await playerHome(ctx, ctx.state).catch((err: unknown) => {
            ctx.state.log.warn({ err }, 'the dashboard could not be rendered on the server');
            return null;
          });
          if (html) return sendPlayerHome(ctx, html);
        }
        sendPage(ctx, inAdminArea(ctx.path) ? pages.adminArea : pages.visitor);
      });
    },
  ];
}
