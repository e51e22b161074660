import { expect } from 'vitest';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import type { RateLimitSettings } from '../../server/auth/rateLimiters.ts';
import { newAccount } from '../support/players.ts';
import type { TestServer } from '../support/testServer.ts';
import { POOLS, type Pool } from './routes.ts';

/** Every limiter raised far out of reach, so 429s do not hide what the fuzzed input does. */
export const UNLIMITED: RateLimitSettings = (() => {
  const high = { points: 10_000_000, durationSeconds: 3600 };
  return {
    loginAccountIp: high,
    loginIp: high,
    register: high,
    forgotPassword: high,
    resendVerification: high,
    adminLogin: high,
    contact: high,
    chat: high,
    aiRequests: high,
    partyInvites: high,
    socketEvents: high,
    socketFlood: high,
  };
})();

/** The metrics endpoint's token in the fuzzed server, so its real (guarded) route is fuzzed. */
export const METRICS_TOKEN = 'fuzz-metrics-token-0123456789';

export const ADMIN = { username: 'fuzz_root', password: 'a-long-admin-password' };
export const MODERATOR = { username: 'fuzz_moderator', password: 'moderator-password-1', role: 'moderator' };

export type PersonaName = 'anon' | 'player' | 'admin' | 'moderator';

interface Account {
  email: string;
  username: string;
  password: string;
}

/** One signed-in identity whose cookies each case copies (the case's own Set-Cookie never leaks back). */
export class Persona {
  readonly name: PersonaName;
  client: TestClient;
  readonly #server: TestServer;
  readonly #login: ((client: TestClient) => Promise<boolean>) | undefined;
  readonly #check: string | undefined;
  /** When signing in fails (a case deleted the account or changed its password): a new account. */
  recover: (() => Promise<void>) | undefined;
  relogins = 0;

  constructor(
    name: PersonaName,
    server: TestServer,
    login?: (client: TestClient) => Promise<boolean>,
    checkPath?: string,
  ) {
    this.name = name;
    this.#server = server;
    this.client = server.client();
    this.#login = login;
    this.#check = checkPath;
  }

  cookieHeader(): string {
    return [...this.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async signIn(): Promise<void> {
    if (!this.#login) return;
    const client = this.#server.client();
    if (await this.#login(client)) this.client = client;
    else if (this.recover) await this.recover();
    else throw new Error(`${this.name} cannot sign in again`);
  }

  /** Signs in again when a case ended this persona's session (logout, a new login...). */
  async ensure(): Promise<boolean> {
    if (!this.#check) return false;
    const res = await this.client.get(this.#check);
    if (res.status === 200) return false;
    this.relogins++;
    await this.signIn();
    return true;
  }
}

/** The players, admin-area accounts and ids the fuzz cases point at. */
export class World {
  readonly server: TestServer;
  readonly pools = new Map<Pool, string[]>();
  readonly personas: Record<PersonaName, Persona>;
  player: Account & { id: string };
  playerRecreations = 0;
  readonly victims: (Account & { id: string })[] = [];
  socketPlayer!: Account & { id: string; client: TestClient };
  get admin(): TestClient {
    return this.personas.admin.client;
  }

  private constructor(server: TestServer, player: Account & { id: string }, playerClient: TestClient) {
    this.server = server;
    this.player = player;
    const login = () => async (client: TestClient) => {
      const { email, password } = this.player;
      return (await client.post('/api/login', { email, password })).status === 200;
    };
    const adminLogin = (account: { username: string; password: string }) => async (client: TestClient) =>
      (await client.post('/api/admin/login', account)).status === 200;
    this.personas = {
      anon: new Persona('anon', server),
      player: new Persona('player', server, login(), '/api/user'),
      admin: new Persona('admin', server, adminLogin(ADMIN), '/api/admin/me'),
      moderator: new Persona('moderator', server, adminLogin(MODERATOR), '/api/admin/me'),
    };
    this.personas.player.client = playerClient;
    this.personas.player.recover = () => this.recreatePlayer();
    for (const pool of POOLS) this.pools.set(pool, []);
  }

  /** Ids of other players' things (quests, tasks...): the fuzzed player must get 404 for them. */
  readonly foreign = new Map<Pool, string[]>();

  add(pool: Pool, id: unknown, foreign = false): void {
    if (typeof id !== 'string') return;
    const pools = foreign ? this.foreign : this.pools;
    const list = pools.get(pool) ?? [];
    pools.set(pool, list);
    if (!list.includes(id)) list.push(id);
  }

  pick(pool: Pool, index: number, foreign = false): string | undefined {
    const pools = foreign ? this.foreign : this.pools;
    const list = pool === 'any' ? [...pools.values()].flat() : (pools.get(pool) ?? []);
    if (list.length === 0) return foreign ? this.pick(pool, index) : undefined;
    return list[index % list.length];
  }

  static async register(
    server: TestServer,
    prefix: string,
  ): Promise<{ account: Account & { id: string }; client: TestClient }> {
    const client = server.client();
    const account = newAccount(prefix);
    const res = await client.post<{ id: string }>('/api/register', account);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { account: { ...account, id: res.body.id }, client };
  }

  /** Players with quests, tasks, items, a companion, parties, clans, chat and notifications. */
  static async build(server: TestServer): Promise<World> {
    const ok = (res: { status: number; body: unknown }, what: string) => {
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body as Record<string, unknown>;
    };
    expect((await server.client().post('/api/admin/setup', ADMIN)).status).toBe(201);
    const p = await World.register(server, 'fuzzp');
    const world = new World(server, p.account, p.client);
    await world.personas.admin.signIn();
    ok(await world.admin.post('/api/admin/accounts', MODERATOR), 'moderator account');
    await world.personas.moderator.signIn();

    for (let i = 0; i < 3; i++) {
      const v = await World.register(server, `fuzzv${i}`);
      world.victims.push(v.account);
      world.add('user', v.account.id);
      const vc = v.client;
      for (let q = 0; q < 2; q++) {
        world.add(
          'quest',
          ok(await vc.post('/api/quests', { title: `Victim quest ${q}` }), 'quest').id,
          true,
        );
        world.add('task', ok(await vc.post('/api/tasks', { title: `Victim task ${q}` }), 'task').id, true);
      }
      if (i < 2) {
        const party = ok(await vc.post('/api/parties', { name: `Hall ${i}` }), 'party');
        world.add('party', party.id);
        const clan = ok(await vc.post('/api/clans', { name: `Clan ${i}`, tag: `CL${i}` }), 'clan');
        world.add('clan', clan.id);
        world.add(
          'chat',
          ok(await vc.post('/api/parties/chat', { text: `hello from ${i}` }), 'chat').id,
          true,
        );
      }
    }
    const s = await World.register(server, 'fuzzs');
    world.socketPlayer = { ...s.account, client: s.client };
    ok(await s.client.post(`/api/parties/${world.pick('party', 0)}/join`), 'socket player joins');

    const pc = world.personas.player.client;
    ok(
      await world.admin.post(`/api/admin/users/${p.account.id}/grant`, { gold: 60_000, reason: 'fuzz' }),
      'grant',
    );
    const items = (await pc.get<{ id: string; type: string; price: number }[]>('/api/items')).body;
    for (const item of items) world.add('item', item.id);
    const cheapest = (type: string) =>
      items.filter((i) => i.type === type).sort((a, b) => a.price - b.price)[0];
    for (const type of ['weapon', 'armor', 'pet', 'consumable', 'consumable']) {
      const item = cheapest(type);
      if (item) ok(await pc.post('/api/items/purchase', { itemId: item.id }), `buy ${type}`);
    }
    for (let q = 0; q < 4; q++) {
      world.add('quest', ok(await pc.post('/api/quests', { title: `Fuzz quest ${q}` }), 'quest').id);
      world.add('task', ok(await pc.post('/api/tasks', { title: `Fuzz task ${q}` }), 'task').id);
    }
    world.add(
      'focus',
      ok(await pc.post('/api/focus-sessions', { taskId: world.pick('task', 7) }), 'focus').id,
    );
    for (let m = 0; m < 3; m++)
      ok(
        await world.admin.post(`/api/admin/users/${p.account.id}/message`, {
          subject: `Hi ${m}`,
          message: 'Hello',
        }),
        'message',
      );
    for (let m = 0; m < 3; m++)
      ok(
        await server.client().post('/api/contact', { email: `fuzz${m}@example.com`, message: `Hello ${m}` }),
        'contact message',
      );
    const inbox = (await world.admin.get<{ messages: { id: string }[] }>('/api/admin/contact-messages')).body;
    for (const m of inbox.messages) world.add('contact', m.id);
    const flags = (await world.admin.get<{ name: string }[]>('/api/admin/feature-flags')).body;
    for (const f of flags) world.add('flag', f.name);
    await world.refreshPools();
    return world;
  }

  /** A new fuzzed player, when a case deleted the account (or changed its password). */
  async recreatePlayer(): Promise<void> {
    const p = await World.register(this.server, 'fuzzp');
    this.player = p.account;
    this.personas.player.client = p.client;
    this.playerRecreations++;
    await this.admin.post(`/api/admin/users/${p.account.id}/grant`, { gold: 60_000, reason: 'fuzz' });
  }

  /** Turns every feature back on (a case may have switched the companion or chat off). */
  async enableFlags(): Promise<void> {
    for (const name of this.pools.get('flag') ?? [])
      await this.admin.request('PATCH', `/api/admin/feature-flags/${encodeURIComponent(name)}`, {
        isEnabled: true,
        rolloutPercentage: 100,
      });
  }

  /** Learns the ids that appeared since (inventory entries, companions, notifications, focus). */
  async refreshPools(): Promise<void> {
    const pc = this.personas.player.client;
    const list = async (path: string) => {
      const res = await pc.get(path);
      return res.status === 200 ? res.body : undefined;
    };
    for (const e of ((await list('/api/inventory')) as { id: string }[] | undefined) ?? [])
      this.add('inventory', e.id);
    for (const c of ((await list('/api/companions')) as { id: string }[] | undefined) ?? [])
      this.add('companion', c.id);
    const n = (await list('/api/notifications?limit=100')) as { notifications: { id: string }[] } | undefined;
    for (const x of n?.notifications ?? []) this.add('notification', x.id);
    const f = (await list('/api/focus-sessions/current')) as { id: string } | null | undefined;
    if (f) this.add('focus', f.id);
    await this.enableFlags();
    const me = (await list('/api/user')) as { gold: number } | undefined;
    if (me && me.gold < 2000)
      await this.admin.post(`/api/admin/users/${this.player.id}/grant`, { gold: 50_000, reason: 'fuzz' });
  }
}
