import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|html|txt|xml)$/i;
/** Below this, a compressed answer saves less than the framing it costs. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressResult {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside one file, each only where it is
 * smaller than the file itself. The server picks the variant the request accepts (DESIGN section 10).
 */
export async function precompressFile(file: string): Promise<PrecompressResult> {
  const raw = await readFile(file);
  const result: PrecompressResult = { file, bytes: raw.length, br: null, gzip: null };
  if (raw.length < PRECOMPRESS_MIN_BYTES) return result;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) {
    await writeFile(`${file}.br`, br);
    result.br = br.length;
  }
  if (gz.length < raw.length) {
    await writeFile(`${file}.gz`, gz);
    result.gzip = gz.length;
  }
  return result;
}

/**
 * Every compressible file under `dir` (source maps left out: only developers fetch them), but for
 * hidden folders (`.vite`, `.ssr`): the server serves nothing from them.
 */
export async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .filter(
      (e) =>
        !path
          .relative(dir, e.parentPath)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .map((e) => path.join(e.parentPath, e.name));
}

export async function precompressDir(dir: string): Promise<PrecompressResult[]> {
  return Promise.all((await compressibleFiles(dir)).map(precompressFile));
}

/**
 * Vite plugin: once the bundle is written (and, ordered last, after the service worker is
 * generated), precompress the whole output folder. The .br/.gz files are not precached by the
 * service worker: its glob patterns name the original extensions only.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'qp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
