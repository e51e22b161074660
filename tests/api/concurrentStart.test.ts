import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../db/migrations/index.ts';
import { createTestDatabase, isPostgresRun } from '../../scripts/lib/database.ts';

const root = path.join(import.meta.dirname, '..', '..');
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as import('node:net').AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited early:\n${output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`instance on ${port} not ready:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  for (const cleanup of cleanups) await cleanup();
});

describe.runIf(isPostgresRun())(
  'several instances starting together on one empty PostgreSQL database',
  () => {
    it('both come up, the schema is migrated exactly once, and both stop cleanly on SIGTERM', async () => {
      const db = await createTestDatabase();
      cleanups.push(() => db.drop());
      const ports = [await freePort(), await freePort()];
      const outputs = ports.map(() => ({ text: '' }));
      const started = await Promise.all(
        ports.map(async (port, i) => {
          const dataDir = await mkdtemp(path.join(tmpdir(), 'qp-multi-'));
          cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
          const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
            cwd: root,
            env: {
              ...process.env,
              PORT: String(port),
              DATA_DIR: dataDir,
              DATABASE_URL: db.url,
              SESSION_SECRET: 's'.repeat(40),
              JWT_SECRET: 'j'.repeat(40),
              LOG_LEVEL: 'info',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          child.stdout!.on('data', (d: Buffer) => (outputs[i]!.text += d.toString()));
          child.stderr!.on('data', (d: Buffer) => (outputs[i]!.text += d.toString()));
          children.push(child);
          return child;
        }),
      );
      await Promise.all(started.map((child, i) => waitReady(ports[i]!, child, () => outputs[i]!.text)));

      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query<{ name: string; n: string }>(
        'select name, count(*)::text as n from mikro_orm_migrations group by name',
      );
      const items = await client.query<{ n: string }>('select count(*)::text as n from items');
      await client.end();
      expect(rows.map((r) => r.name).sort()).toEqual(migrationsList.map((m) => m.name).sort());
      expect(rows.every((r) => r.n === '1')).toBe(true);
      expect(Number(items.rows[0]!.n)).toBeGreaterThanOrEqual(20);
      // Exactly one instance reports having applied migrations.
      expect(outputs.filter((o) => o.text.includes('migrations applied'))).toHaveLength(1);

      // Graceful shutdown: SIGTERM ends both with exit code 0.
      const exits = started.map((c) => new Promise<number | null>((r) => c.once('exit', (code) => r(code))));
      for (const c of started) c.kill('SIGTERM');
      expect(await Promise.all(exits)).toEqual([0, 0]);
    });
  },
);
