import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');
const deployDir = path.join(root, 'deploy', 'nginx');

/** Debian's nginx, when installed (`.ci/run` installs it). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * The parameters of the shipped upstream's server line (`server app:3000 max_fails=0;` in
 * deploy/nginx/nginx.conf), so the test upstream benches and retries exactly as production does.
 */
export function shippedUpstreamParameters(): string {
  const conf = readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8');
  const line = /^\s*server\s+app:3000\b([^;]*);/m.exec(conf);
  if (!line) throw new Error('deploy/nginx/nginx.conf: no `server app:3000 ...;` line in the upstream');
  return line[1]!.trim();
}

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The environment of one instance behind the test balancer, as docker-compose.yml sets it. */
export function instanceEnv(databaseUrl: string, balancerUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `qp-test-lb-${randomBytes(6).toString('hex')}:`,
    SESSION_SECRET: 'balancer-test-secret-0123456789abcdefgh',
    JWT_SECRET: 'balancer-test-jwt-secret-0123456789abcdef',
    EMAIL_VERIFICATION: 'off',
    BOSS_REST_SECONDS: '3600',
    APP_URL: balancerUrl,
    TRUST_PROXY: 'true',
  };
}

export interface Balancer {
  url: string;
  /** nginx's access log: `upstream-address method uri status` per request. */
  accessLog(): string;
  stop(): Promise<void>;
}

/**
 * The balancer of docker-compose.yml on loopback: deploy/nginx/upgrade.conf and app.conf included
 * unchanged, the upstream's server parameters copied from nginx.conf, one server per instance port.
 * `port` is chosen by the caller, since the instances need the balancer's URL (APP_URL) first.
 */
export async function startBalancer(port: number, instancePorts: number[]): Promise<Balancer> {
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const workDir = await mkdtemp(path.join(tmpdir(), 'qp-nginx-'));
  // Started as root, nginx runs its workers as nobody: they must reach the temporary folders in
  // here, or a body larger than the memory buffer (spooled to disk) would answer 500.
  await chmod(workDir, 0o755);
  const parameters = shippedUpstreamParameters();
  const conf = `
  pid ${workDir}/nginx.pid;
  error_log ${workDir}/error.log warn;
  events { worker_connections 1024; }
  http {
    client_body_temp_path ${workDir}/body;
    proxy_temp_path ${workDir}/proxy;
    fastcgi_temp_path ${workDir}/fastcgi;
    uwsgi_temp_path ${workDir}/uwsgi;
    scgi_temp_path ${workDir}/scgi;
    log_format upstream '$upstream_addr $request_method $uri $status';
    access_log ${workDir}/upstream.log upstream;
    include ${deployDir}/upgrade.conf;
    upstream quest_planner {
      ${instancePorts.map((p) => `server 127.0.0.1:${p} ${parameters};`).join('\n      ')}
    }
    server {
      listen 127.0.0.1:${port};
      include ${deployDir}/app.conf;
    }
  }
  `;
  await writeFile(path.join(workDir, 'nginx.conf'), conf);
  const nginx: ChildProcess = spawn(
    nginxBinary,
    ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  let nginxErrors = '';
  nginx.stderr?.on('data', (d: Buffer) => {
    nginxErrors += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT');
    // A graceful quit waits for open connections; a leftover socket must not hang the run, so a
    // fast stop (SIGTERM, which still takes the workers down) follows.
    const force = setTimeout(() => nginx.kill('SIGTERM'), 5000);
    await exited;
    clearTimeout(force);
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => (await fetch(`${url}/api/ready`)).status === 200,
      `nginx on ${port}: ${nginxErrors}`,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    accessLog: () => readFileSync(path.join(workDir, 'upstream.log'), 'utf8'),
    stop,
  };
}
