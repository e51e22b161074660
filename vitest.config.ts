import { defineConfig } from 'vitest/config';
import { importAliases } from './scripts/lib/import-aliases.ts';
import LongestFirstSequencer from './tests/setup/longestFirstSequencer.ts';

const apiFiles = ['tests/api/**/*.test.ts'];

/**
 * unit: pure rules, no IO. api-*: the real server over real HTTP, once on embedded PGlite and once
 * on the machine's PostgreSQL (each test file creates and drops its own database).
 */
export default defineConfig({
  // Client code under test imports through the client's aliases, as the build does.
  resolve: { alias: importAliases },
  test: {
    // Vitest's default on this 2-core machine is one worker (cores - 1). Most API and real-time files
    // wait on PostgreSQL, Redis and sockets more than they compute: three workers keep both cores busy
    // and took the run from 12.3 to 8.2 minutes in CI mode (docs/decisions.md).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiFiles,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/setup/pgliteSnapshot.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiFiles,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/setup/postgresTemplate.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A real build of the client, served by the real server: made once (tests/setup/builtClient.ts).
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/setup/pgliteSnapshot.ts', 'tests/setup/builtClient.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'realtime',
          include: ['tests/realtime/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/setup/postgresTemplate.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Fuzzing: generated valid-looking and hostile input against every route and socket event.
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/setup/pgliteSnapshot.ts'],
          testTimeout: 900_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Faults: an instance pair on PostgreSQL with a Redis of the test's own, broken on purpose.
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
