import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const API_TARGET = 'http://127.0.0.1:3000';
const DEV_ORIGINS = new Set(['http://localhost:5173', 'http://127.0.0.1:5173']);

/**
 * In development the browser talks to Vite (port 5173), which forwards API calls to the server.
 * The server only accepts writes whose Origin is its own, so the dev server's own origin is
 * rewritten to the target's; any other origin passes through unchanged and is still refused.
 */
const sameOriginProxy: ProxyOptions = {
  target: API_TARGET,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      const origin = proxyReq.getHeader('origin');
      if (typeof origin === 'string' && DEV_ORIGINS.has(origin)) proxyReq.setHeader('origin', API_TARGET);
    });
  },
};

/**
 * In development Vite serves index.html itself: like the server, it tells only the pages of the
 * admin area where that area lives (`ADMIN_PATH`, the server's default unless set).
 */
function adminPathMeta(): Plugin {
  const adminPath = process.env.ADMIN_PATH ?? '/admin-secret-xyz-2024';
  return {
    name: 'qp-admin-path',
    apply: 'serve',
    transformIndexHtml(_html, ctx) {
      const path = new URL(ctx.originalUrl ?? ctx.path, 'http://localhost').pathname;
      if (path !== adminPath && !path.startsWith(`${adminPath}/`)) return [];
      return [{ tag: 'meta', attrs: { name: 'qp-admin-path', content: adminPath }, injectTo: 'head' }];
    },
  };
}

// The client lives in client/ and is built into dist/client, which the Koa server serves.
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), adminPathMeta()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': sameOriginProxy,
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true, rewriteWsOrigin: true },
    },
  },
});
