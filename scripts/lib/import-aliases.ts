import path from 'node:path';

/**
 * The client's two import aliases, one definition for every tool that resolves client code (Vite's
 * build and its runner, Vitest). `tsconfig.json`'s `paths` says the same for the type checker and
 * Playwright, which read it themselves. `@/` is the client's own source; `@protocol/` the contract
 * shared with the server. Nearby files keep relative imports ('./', '../').
 */
const root = path.join(import.meta.dirname, '..', '..');

export const CLIENT_SOURCE = path.join(root, 'client', 'src');
export const PROTOCOL_SOURCE = path.join(root, 'protocol');

export const importAliases = [
  { find: /^@\//, replacement: `${CLIENT_SOURCE}/` },
  { find: /^@protocol\//, replacement: `${PROTOCOL_SOURCE}/` },
];

/** The file an aliased specifier names, or undefined when it is not aliased. */
export function resolveAlias(specifier: string): string | undefined {
  for (const { find, replacement } of importAliases)
    if (find.test(specifier)) return specifier.replace(find, replacement);
  return undefined;
}
