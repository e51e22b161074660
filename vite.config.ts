import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/build/chunks.ts';
import { firstPaintPlugin } from './scripts/build/first-paint.ts';
import { playerHomeSsrPlugin } from './scripts/build/player-home-ssr.ts';
import { precompressPlugin } from './scripts/build/precompress.ts';
import { importAliases } from './scripts/lib/import-aliases.ts';

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

/**
 * The installable app (DESIGN section 10): the web app manifest, linked from index.html, and a
 * Workbox service worker at /sw.js that precaches the shell and the hashed assets. Pages always come
 * from the network (they are never stale, and the admin area's page keeps its meta tag); when the
 * server cannot be reached, the precached offline page answers instead. /api is never cached.
 * The service worker is registered by client/src/lib/service-worker.ts (no inline script: CSP).
 */
const installableApp = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'offline.html', 'offline.js', 'icons/apple-touch-icon-180x180.png'],
  manifest: {
    id: '/',
    name: 'Quest Planner',
    short_name: 'Quests',
    description: 'Your tasks as quests: small steps, clear priorities and a reward for every one you finish.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#110e24',
    background_color: '#110e24',
    icons: [
      { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // DESIGN 13: the app icon's shortcuts, and text shared from another app opens the quick add.
    shortcuts: [
      {
        name: 'New quest',
        short_name: 'New quest',
        description: 'Add a quest in one line',
        url: '/share',
        icons: [{ src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Start focus',
        short_name: 'Focus',
        description: 'Open focus mode',
        url: '/tasks#focus-title',
        icons: [{ src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
    share_target: {
      action: '/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/*.map'],
    // No page is answered from the precache by its path ('/' would otherwise be index.html)...
    directoryIndex: '',
    navigateFallback: null,
    // ...pages go to the network, and the offline page answers when it cannot be reached.
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // Web Push: shows a pushed notification and opens its screen on a click (client/public/sw-push.js).
    importScripts: ['/sw-push.js'],
  },
});

/** The signed-in player's first page: its own chunk (`player`), asked for ahead by the head start. */
const PLAYER_ROOTS = [
  path.resolve('client/src/app/layout/SignedInShell.tsx'),
  path.resolve('client/src/app/pages/PlayerHome.tsx'),
];

// The client lives in client/ and is built into dist/client, which the Koa server serves.
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  resolve: { alias: importAliases },
  // precompressPlugin last: it compresses what the others wrote (service worker included).
  plugins: [
    react(),
    tailwindcss(),
    adminPathMeta(),
    firstPaintPlugin(PLAYER_ROOTS),
    playerHomeSsrPlugin(),
    installableApp,
    precompressPlugin(),
  ],
  build: {
    // VITE_OUT_DIR: a second build beside the default one (parallel browser runs on one machine).
    outDir: process.env.VITE_OUT_DIR ? path.resolve(process.env.VITE_OUT_DIR) : '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Cut for the first pages (docs/performance.md): framework, start, player (scripts/build/chunks.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups(path.resolve('client/src/main.tsx'), PLAYER_ROOTS),
        },
      },
    },
    // .vite/manifest.json: which chunks a page loads (the budget test, tests/built/landingBudget.test.ts).
    manifest: true,
    // Browsers without modulepreload (Safari < 17) load the same chunks, only without the head start.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': sameOriginProxy,
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true, rewriteWsOrigin: true },
    },
  },
});
