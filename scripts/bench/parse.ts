/**
 * `npm run bench:parse`: what the quick add costs (DESIGN section 13).
 * - Server CPU per phrase: `parseQuickAdd` over the phrase table of the tests (205 lines in four
 *   languages), after a warm-up, each call timed alone; target p99 <= 0.5 ms.
 * - The quick add's JavaScript on the dashboard: a production build (into a temporary folder),
 *   then every byte of the built chunks that the source maps attribute to the quick add's own
 *   modules, gzipped together; target <= 25 KB gzip. It comes with the dashboard's scripts, which
 *   load after the server-painted first page (the first paint needs no JavaScript).
 * Writes its section of docs/performance.md. Environment: BENCH_PARSE_ROUNDS (30).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { parseQuickAdd } from '../../server/domain/quickAdd/parseQuickAdd.ts';
import type { QuickAddLanguage } from '../../server/domain/quickAdd/phrases.ts';
import { DE, EN, ES, FR, type Phrase } from '../lib/quickAddPhrases.ts';
import { machine, writeSection } from './report.ts';

const ROUNDS = Number(process.env.BENCH_PARSE_ROUNDS ?? 30);
const NOW = new Date('2026-11-27T10:00:00Z');
const TABLES: [QuickAddLanguage, Phrase[]][] = [
  ['en', EN],
  ['es', ES],
  ['fr', FR],
  ['de', DE],
];

/** The quick add's own client modules: what the dashboard carries for it. */
const QUICK_ADD_SOURCES = [/\/shared\/quick-add\//, /\/components\/(?:Quest|Task)QuickAdd\.tsx$/];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function parseCost(): { language: string; phrases: number; p50: number; p99: number; max: number }[] {
  const read = (language: QuickAddLanguage, text: string) =>
    parseQuickAdd(text, { language, now: NOW, timeZone: 'Europe/Berlin' });
  for (let i = 0; i < 3; i++)
    for (const [language, table] of TABLES) for (const [text] of table) read(language, text);
  const rows = [];
  const all: number[] = [];
  for (const [language, table] of TABLES) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [text] of table) {
        const start = performance.now();
        read(language, text);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      language,
      phrases: table.length,
      p50: quantile(times, 0.5),
      p99: quantile(times, 0.99),
      max: times.at(-1)!,
    });
  }
  all.sort((a, b) => a - b);
  rows.push({
    language: 'all',
    phrases: TABLES.reduce((n, [, t]) => n + t.length, 0),
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    max: all.at(-1)!,
  });
  return rows;
}

function clientWeight(): { raw: number; gzip: number; chunks: string[] } {
  const out = mkdtempSync(path.join(os.tmpdir(), 'qp-parse-build-'));
  try {
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      env: { ...process.env, NODE_ENV: 'production', VITE_OUT_DIR: out },
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the client build failed');
    const assets = path.join(out, 'assets');
    const slices: string[] = [];
    const chunks = new Set<string>();
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      let map: string;
      try {
        map = readFileSync(path.join(assets, `${file}.map`), 'utf8');
      } catch {
        continue;
      }
      const consumer = new SourceMapConsumer(JSON.parse(map));
      const lines = code.split('\n');
      const mappings: { line: number; column: number; ours: boolean }[] = [];
      consumer.eachMapping((m) => {
        const source: string | null = m.source;
        mappings.push({
          line: m.generatedLine,
          column: m.generatedColumn,
          ours: source !== null && QUICK_ADD_SOURCES.some((pattern) => pattern.test(source)),
        });
      });
      // Each mapping covers the generated text up to the next one.
      for (let i = 0; i < mappings.length; i++) {
        const here = mappings[i]!;
        if (!here.ours) continue;
        const next = mappings[i + 1];
        const line = lines[here.line - 1] ?? '';
        const end = next && next.line === here.line ? next.column : line.length;
        slices.push(line.slice(here.column, end));
        chunks.add(file);
      }
    }
    const text = slices.join('');
    return { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length, chunks: [...chunks] };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const cost = parseCost();
const weight = clientWeight();
const all = cost.at(-1)!;
const ms = (v: number) => v.toFixed(3);
const table = [
  '| language | phrases | p50 ms | p99 ms | max ms |',
  '|---|---|---|---|---|',
  ...cost.map((r) => `| ${r.language} | ${r.phrases} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} |`),
].join('\n');
const body = `${table}

Server CPU per phrase, all languages: p99 **${ms(all.p99)} ms** (target <= 0.5 ms: ${all.p99 <= 0.5 ? 'met' : 'not met'}).
The quick add's own JavaScript on the dashboard: ${(weight.raw / 1024).toFixed(1)} KB minified, **${(weight.gzip / 1024).toFixed(1)} KB gzip** (target <= 25 KB: ${weight.gzip <= 25 * 1024 ? 'met' : 'not met'}), in ${weight.chunks.length} chunk(s) (${weight.chunks.join(', ')}).

Machine: ${machine()}. ${ROUNDS} rounds of the phrase table after 3 warm-up rounds, each call of \`parseQuickAdd\` timed alone with \`performance.now()\` (one thread, nothing else running in the process). Bytes: the production build's chunks, the generated code the source maps attribute to \`client/src/shared/quick-add/\` and the two screens' quick add cards, gzipped together at level 9.`;
console.log(body);
writeSection('parse', body);
