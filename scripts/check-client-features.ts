/**
 * The client's imports run one way (bulletproof-react): shared code (lib/, components/, i18n/...)
 * -> features/<name>/ -> app/. A feature never imports another feature nor app/; shared code never
 * imports a feature nor app/; features are composed in app/ only. Biome's noRestrictedImports
 * matches the import text, not the file it names, so it cannot say "any feature but this one" for
 * relative imports; this check resolves every relative and aliased import instead. Run by `npm run lint`;
 * exits 1 and names each offending file, line and import.
 *
 * `node scripts/check-client-features.ts [root]`: root defaults to client/src.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveAlias } from './lib/import-aliases.ts';

const SOURCE = /\.(ts|tsx|js|jsx|mts|cts)$/;
// Static imports and re-exports (`from '...'`, also a bare `import '...'`), and dynamic `import('...')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g;

/** Where a file lies: a feature (by name), app/, or shared (anything else under the root). */
type Layer = { kind: 'feature'; name: string } | { kind: 'app' } | { kind: 'shared' } | { kind: 'outside' };

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

function layerOf(root: string, file: string): Layer {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { kind: 'outside' };
  const [top, name] = rel.split(path.sep);
  // main.tsx, the entry, mounts the app: it belongs with app/.
  if (top === 'app' || rel === 'main.tsx') return { kind: 'app' };
  if (top === 'features' && name) return { kind: 'feature', name };
  return { kind: 'shared' };
}

function layerName(layer: Layer): string {
  return layer.kind === 'feature' ? `feature '${layer.name}'` : layer.kind === 'app' ? 'app/' : 'shared code';
}

/** Why importing `to` from `from` is refused, or undefined when it is allowed. */
function refusal(from: Layer, to: Layer): string | undefined {
  if (from.kind === 'app' || from.kind === 'outside' || to.kind === 'shared' || to.kind === 'outside') return;
  if (from.kind === 'feature' && to.kind === 'feature' && from.name === to.name) return;
  const fix =
    to.kind === 'app'
      ? 'only app/ composes'
      : 'move what both need to lib/ or components/, or compose the two in app/';
  return `${layerName(from)} imports ${layerName(to)}: ${fix}`;
}

export function findLayerViolations(root: string): Violation[] {
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`No folder ${root}`);
  const violations: Violation[] = [];
  for (const file of sourceFiles(root)) {
    const from = layerOf(root, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[2]!;
      // Relative imports and the client's aliases ('@/lib/api.ts'); packages are outside the layers.
      const target = specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : resolveAlias(specifier);
      if (!target) continue;
      const reason = refusal(from, layerOf(root, target));
      if (!reason) continue;
      const line = text.slice(0, match.index).split('\n').length;
      violations.push({ file, line, specifier, reason });
    }
  }
  return violations;
}

if (import.meta.main) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'client', 'src'));
  const violations = findLayerViolations(root);
  for (const v of violations) {
    console.error(`${path.relative(process.cwd(), v.file)}:${v.line}: '${v.specifier}': ${v.reason}`);
  }
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) against the client's layers (shared -> features -> app)`);
    process.exit(1);
  }
  console.log('client layers: no feature imports another feature, app/ alone composes');
}
