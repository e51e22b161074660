import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAYER_HOME_ANSWERS_ID } from '../../protocol/playerHomePage.ts';
import { TestClient } from '../../scripts/lib/httpClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * `/` for a signed-in player is the dashboard rendered by the server (the first paint,
 * server/routes/playerHomePage.ts): a real build of the client, served by the real server.
 */
let server: TestServer;
let broken: TestServer;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const dist = inject('builtClient');
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' }, clientDist: dist });
  cleanups.unshift(() => server.close());

  // The same build whose server render throws: the page must still answer.
  const dir = await mkdtemp(path.join(tmpdir(), 'qp-player-home-broken-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await cp(dist, dir, { recursive: true });
  await mkdir(path.join(dir, '.ssr'), { recursive: true });
  await writeFile(
    path.join(dir, '.ssr', 'player-home.js'),
    'export async function playerHomeMarkup() { throw new Error("render failed"); }\n',
  );
  broken = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' }, clientDist: dir });
  cleanups.unshift(() => broken.close());
});
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function signedUp(target: TestServer, username: string): Promise<TestClient> {
  const client = new TestClient(target.url);
  const res = await client.post('/api/register', {
    email: `${username}@example.com`,
    username,
    password: 'secret-pass',
  });
  expect(res.status).toBe(201);
  return client;
}

const page = (client: TestClient, headers: Record<string, string> = {}) =>
  client.get('/', { accept: 'text/html', ...headers });

/** The answers the page carries for the browser to hydrate from. */
function answersIn(html: string): { user: { username: string }; quests: unknown[]; achievements: unknown[] } {
  const json = new RegExp(
    `<script type="application/json" id="${PLAYER_HOME_ANSWERS_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  expect(json, 'the page carries its answers').toBeDefined();
  return JSON.parse(json ?? '');
}

describe('the dashboard rendered by the server', () => {
  it('shows the player their own dashboard, with the answers the API gives, kept by no cache', async () => {
    const player = await signedUp(server, 'hall_keeper');
    const res = await page(player);
    const html = String(res.body);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain('<html lang="en" data-served="player-home">');
    expect(html).toMatch(/<h1[^>]*>Welcome, hall_keeper!<\/h1>/);
    // Inert until the page's scripts take it over.
    expect(html).toMatch(/<div data-player-home="en" data-year="\d{4}" inert>/);
    // The entry's scripts are left to the head start (after the first paint); no landing page.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('data-first-paint="en" data-year');

    const answers = answersIn(html);
    expect(answers.user.username).toBe('hall_keeper');
    expect(answers.quests).toEqual((await player.get('/api/quests')).body);
    expect(answers.achievements).toEqual((await player.get('/api/achievements')).body);
  });

  it('speaks the language the browser asks for, as the page will start in it', async () => {
    const player = await signedUp(server, 'hallenwart');
    const html = String((await page(player, { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' })).body);
    expect(html).toContain('<html lang="de" data-served="player-home">');
    expect(html).toContain('data-player-home="de"');
    expect(html).toMatch(/<h1[^>]*>Willkommen, hallenwart!<\/h1>/);
  });

  it('carries a quest title that looks like markup as text, never as a script', async () => {
    const player = await signedUp(server, 'script_kiddo');
    const title = '</script><script>alert(1)</script><!--';
    expect((await player.post('/api/quests', { title, difficulty: 'easy' })).status).toBe(201);
    const html = String((await page(player)).body);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    expect(answersIn(html).quests).toEqual([expect.objectContaining({ title })]);
  });

  it('allows its inline head start by the hash the Content-Security-Policy names', async () => {
    const player = await signedUp(server, 'csp_checker');
    const res = await page(player);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(String(res.body))?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('is not shown to a visitor, who gets the landing page', async () => {
    const html = String((await page(new TestClient(server.url))).body);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('data-first-paint="en"');
    expect(html).not.toContain(PLAYER_HOME_ANSWERS_ID);
    expect(html).toMatch(/<script type="module"/);
  });

  it('falls back to the page the browser renders itself when the render fails', async () => {
    const player = await signedUp(broken, 'unlucky_one');
    const res = await page(player);
    const html = String(res.body);
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain(PLAYER_HOME_ANSWERS_ID);
    expect(html).toMatch(/<script type="module"/);
    // The player's session is untouched: the API still answers them.
    expect((await player.get('/api/auth/user')).status).toBe(200);
  });
});
