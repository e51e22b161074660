/**
 * What `bench:limit`, `bench:read` and `bench:sockets` share: the load driver's worker, the
 * plain baseline server as a process of its own, and the CPU of one database's PostgreSQL
 * backends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { freePort } from '../lib/processes.ts';
import { cpuMs } from './cpu.ts';
import { LOAD_WARM, type LoadInput, type LoadOutput } from './loadDriver.ts';

const here = import.meta.dirname;

/**
 * Runs the load driver (loadDriver.ts) in a worker thread; `onMeasure` is called when the warm-up
 * is over, just before the measured phase starts.
 */
export function driveLoad(input: LoadInput, onMeasure: () => void): Promise<LoadOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(here, 'loadDriver.ts'), { workerData: input });
    worker.on('message', (message: LoadOutput | typeof LOAD_WARM) => {
      if (message === LOAD_WARM) {
        onMeasure();
        worker.postMessage('go');
      } else {
        resolve(message);
        void worker.terminate();
      }
    });
    worker.once('error', reject);
  });
}

export interface ScriptProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** A bench script (plainServer.ts, a bare server) as its own process; ready when it prints a line. */
export async function startScriptServer(
  file: string,
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<ScriptProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, path.join(here, file)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      resolve();
    });
    child.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}):\n${output}`)));
  });
  await ready;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * CPU time (ms) of the PostgreSQL processes working for one database (its backends, pgbench's
 * and autovacuum's included), sampled every 50 ms from /proc so that backends which exit during
 * the run (pgbench's at its end) still count up to their last sample. Unlike `postgresCpuMs`,
 * other databases' work on a shared machine does not count.
 */
export class DatabaseCpu {
  readonly #needle: string;
  readonly #ours = new Map<number, boolean>();
  readonly #base = new Map<number, number>();
  readonly #last = new Map<number, number>();
  #timer: NodeJS.Timeout | undefined;

  constructor(database: string) {
    this.#needle = ` ${database} `;
  }

  #isOurs(pid: number): boolean {
    const known = this.#ours.get(pid);
    if (known !== undefined) return known;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') {
        this.#ours.set(pid, false);
        return false;
      }
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // A backend just forked still shows the postmaster's command line: ask again next time.
      if (!cmd.startsWith('postgres: ')) return false;
      const ours = `${cmd} `.includes(this.#needle);
      this.#ours.set(pid, ours);
      return ours;
    } catch {
      return false;
    }
  }

  #sample(first: boolean): void {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      if (!this.#isOurs(pid)) continue;
      const used = cpuMs(pid);
      if (!Number.isFinite(used)) continue;
      if (!this.#base.has(pid)) this.#base.set(pid, first ? used : 0);
      this.#last.set(pid, used);
    }
  }

  start(): void {
    this.#base.clear();
    this.#last.clear();
    this.#sample(true);
    this.#timer = setInterval(() => this.#sample(false), 50);
  }

  /** CPU ms used since `start()`. */
  stop(): number {
    this.#sample(false);
    clearInterval(this.#timer);
    let total = 0;
    for (const [pid, last] of this.#last) total += last - (this.#base.get(pid) ?? 0);
    return total;
  }
}
