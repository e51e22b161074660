import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import type { AppState } from '../state.ts';

/**
 * Serves the built client and answers every other GET that is not for the API with index.html,
 * so client-side routes (/auth, /reset-password, the admin area...) survive a reload.
 */
export function clientApp(distDir: string): Middleware<AppState>[] {
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
  const assets = serve(distDir, { index: false, maxage: 365 * 24 * 3600 * 1000, immutable: true });
  return [
    async (ctx, next) => {
      if (ctx.path.startsWith('/api') || ctx.path.startsWith('/socket.io')) return next();
      if (ctx.path.startsWith('/assets/')) return assets(ctx, next);
      await serve(distDir, { index: false })(ctx, async () => {});
      if (ctx.body !== undefined && ctx.body !== null) return;
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = index;
    },
  ];
}
