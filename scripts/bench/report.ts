import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const docPath = path.join(import.meta.dirname, '..', '..', 'docs', 'performance.md');

/** The machine a figure was measured on, written beside it. */
export const machine = (): string =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;

/**
 * Replaces one benchmark's section of docs/performance.md (between its start and end markers),
 * or appends it; the prose around the sections is the team's and stays.
 */
export function writeSection(name: string, body: string): void {
  const doc = readFileSync(docPath, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const next = doc.includes(start)
    ? `${doc.slice(0, doc.indexOf(start) + start.length)}\n${body}\n${doc.slice(doc.indexOf(end))}`
    : `${doc.trimEnd()}\n\n${start}\n${body}\n${end}\n`;
  writeFileSync(docPath, next);
  console.log('written to docs/performance.md');
}
