import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import type { AppState } from '../state.ts';

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

/**
 * Files whose name stays the same from one build to the next are checked with the server each time
 * they are used: the service worker (a browser only updates the app when /sw.js changes), the web
 * app manifest and the pages (DESIGN section 10). Hashed assets are served with long caching instead.
 */
const revalidated = (res: ServerResponse, filePath: string) => {
  if (/(?:^|[/\\])sw\.js$|\.webmanifest$|\.html$/.test(filePath)) res.setHeader('Cache-Control', 'no-cache');
};

/**
 * Serves the built client and answers every other GET that is not for the API with index.html,
 * so client-side routes (/auth, /reset-password, the admin area...) survive a reload.
 *
 * The admin area's path is configurable and meant to stay unlisted, so only pages at or below it
 * tell the client where it is (a meta tag); every other page is served without it.
 */
export function clientApp(distDir: string, adminPath: string): Middleware<AppState>[] {
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
  const adminIndex = withAdminPath(index, adminPath);
  const inAdminArea = (requestPath: string) =>
    requestPath === adminPath || requestPath.startsWith(`${adminPath}/`);
  const assets = serve(distDir, { index: false, maxage: 365 * 24 * 3600 * 1000, immutable: true });
  const files = serve(distDir, { index: false, setHeaders: revalidated });
  return [
    async (ctx, next) => {
      if (ctx.path.startsWith('/api') || ctx.path.startsWith('/socket.io')) return next();
      if (ctx.path.startsWith('/assets/')) return assets(ctx, next);
      await files(ctx, async () => {});
      if (ctx.body !== undefined && ctx.body !== null) return;
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = inAdminArea(ctx.path) ? adminIndex : index;
    },
  ];
}
