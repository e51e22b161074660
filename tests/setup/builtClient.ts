/**
 * Vitest global setup for the files that need a real build of the client (`tests/built`): one
 * production build per run, shared by them (`inject('builtClient')`). Each file built its own
 * before, about 25 s of both cores each. `QP_BUILT_CLIENT` names a build already made (scripts/test.ts).
 */
import type { TestProject } from 'vitest/node';
import { buildClient } from '../../scripts/lib/buildClient.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of a production build of the client (index.html, assets, the server bundle). */
    builtClient: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `npm test` builds the client once, before these tests, for them and the browser tests alike.
  const given = process.env.QP_BUILT_CLIENT;
  if (given) {
    project.provide('builtClient', given);
    return async () => undefined;
  }
  const build = await buildClient('qp-built-client-');
  project.provide('builtClient', build.dist);
  return build.remove;
}
