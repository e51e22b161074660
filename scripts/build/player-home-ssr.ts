import path from 'node:path';
import { build, type Plugin } from 'vite';
import { importAliases } from '../lib/import-aliases.ts';

const CLIENT = path.resolve('client');
const ENTRY = path.join(CLIENT, 'src/app/first-paint/player-home-markup.tsx');

/** Where the server bundle goes inside the client's output: a hidden folder, never served. */
export const PLAYER_HOME_SSR_DIR = '.ssr';
export const PLAYER_HOME_SSR_FILE = 'player-home.js';

/**
 * The signed-in dashboard's server render (client/src/app/first-paint/player-home-markup.tsx,
 * served by server/routes/playerHomePage.ts) as an ES module for Node, built with the client into
 * `<outDir>/.ssr/player-home.js`: the same components, built from the same sources at the same
 * moment, so the markup the server sends is the markup the page's scripts hydrate. The packages are
 * bundled in; a folder whose name starts with a dot is neither served
 * (server/middlewares/staticFiles.ts), precompressed nor precached.
 */
export function playerHomeSsrPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'qp-player-home-ssr',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root: CLIENT,
          resolve: { alias: importAliases },
          logLevel: 'warn',
          publicDir: false,
          envDir: false,
          // Self-contained and always React's production build, whatever NODE_ENV the server runs
          // with (`npm start` sets none): the development build renders several times slower.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: path.join(outDir, PLAYER_HOME_SSR_DIR),
            emptyOutDir: true,
            minify: false,
            sourcemap: false,
            copyPublicDir: false,
            reportCompressedSize: false,
            rolldownOptions: {
              output: { entryFileNames: PLAYER_HOME_SSR_FILE },
              // Packages' "use client" marks mean nothing to a server render.
              onLog(level, log, handler) {
                if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
              },
            },
          },
        });
      },
    },
  };
}
