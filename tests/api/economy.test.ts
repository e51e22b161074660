import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companionSchema } from '../../protocol/api/companions.ts';
import { inventoryEntrySchema, itemSchema, purchaseResponseSchema } from '../../protocol/api/items.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { type User, userSchema } from '../../protocol/api/user.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

const me = async (client: TestClient): Promise<User> =>
  userSchema.parse((await client.get('/api/user')).body);
const inventory = async (client: TestClient) =>
  inventoryEntrySchema.array().parse((await client.get('/api/inventory')).body);
const setGold = (userId: string, gold: number) =>
  server.deps.orm.em.getConnection().execute('update users set gold = ? where id = ?', [gold, userId]);
const buy = (client: TestClient, itemId: string) => client.post('/api/items/purchase', { itemId });

describe('catalogue', () => {
  it('lists every spec item with prices, rarities, bonuses and four languages; pets separately', async () => {
    const { client } = await signedInPlayer(server);
    const items = itemSchema.array().parse((await client.get('/api/items')).body);
    const ids = new Set(items.map((i) => i.id));
    for (const id of [
      'iron-sword',
      'steel-sword',
      'flame-sword',
      'ice-blade',
      'crystal-staff',
      'storm-bow',
      'shadow-dagger',
      'leather-armor',
      'chain-mail',
      'plate-armor',
      'mage-robes',
      'dragon-scale',
      'crystal-armor',
      'shadow-cloak',
      'fire-dragon',
      'ice-wolf',
      'healing-cat',
      'storm-eagle',
      'shadow-raven',
      'crystal-unicorn',
    ])
      expect(ids.has(id), id).toBe(true);
    expect(
      items.every((i) => i.translations.de?.name && i.translations.es?.name && i.translations.fr?.name),
    ).toBe(true);
    expect(items.filter((i) => i.type === 'consumable').every((i) => i.effect !== null)).toBe(true);
    const pets = itemSchema.array().parse((await client.get('/api/pets')).body);
    expect(pets.map((p) => p.id).sort()).toEqual(
      items
        .filter((i) => i.type === 'pet')
        .map((i) => i.id)
        .sort(),
    );
  });
});

describe('purchases', () => {
  it('debits gold and adds the item once; a second buy of a weapon answers 409 and costs nothing', async () => {
    const { client, user } = await signedInPlayer(server);
    const res = await buy(client, 'iron-sword');
    expect(res.status).toBe(200);
    const body = purchaseResponseSchema.parse(res.body);
    expect(body.newGold).toBe(user.gold - body.item.price);
    expect(body.achievements.map((a) => a.id)).toContain('first-purchase');
    const again = await buy(client, 'iron-sword');
    expect(again.status).toBe(409);
    expect(errorMessage(again)).toMatch(/already own/);
    expect((await me(client)).gold).toBe(body.newGold);
    expect((await inventory(client)).map((e) => e.itemId)).toEqual(['iron-sword']);
  });

  it('answers 409 with a clear message when gold is short, and 404 for an unknown item', async () => {
    const { client } = await signedInPlayer(server);
    const res = await buy(client, 'crystal-staff');
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toMatch(/Not enough gold/);
    expect((await me(client)).gold).toBe(100);
    expect((await buy(client, 'no-such-item')).status).toBe(404);
    expect((await buy(client, '')).status).toBe(400);
  });

  it('30 parallel purchases with gold for exactly k: k succeed, gold ends at the remainder, never negative', async () => {
    const { client, user } = await signedInPlayer(server);
    const items = itemSchema.array().parse((await client.get('/api/items')).body);
    const potion = items.find((i) => i.id === 'health-potion')!;
    const k = 7;
    await setGold(user.id, potion.price * k + potion.price - 1);
    const results = await Promise.all(Array.from({ length: 30 }, () => buy(client, potion.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(k);
    expect(results.filter((r) => r.status === 409)).toHaveLength(30 - k);
    expect((await me(client)).gold).toBe(potion.price - 1);
    expect((await inventory(client)).find((e) => e.itemId === potion.id)?.quantity).toBe(k);
  });

  it('a double click on a weapon buys it once', async () => {
    const { client, user } = await signedInPlayer(server);
    await setGold(user.id, 1000);
    const results = await Promise.all([buy(client, 'steel-sword'), buy(client, 'steel-sword')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const price = itemSchema.parse(
      (results.find((r) => r.status === 200)!.body as { item: unknown }).item,
    ).price;
    expect((await me(client)).gold).toBe(1000 - price);
  });
});

describe('equipment', () => {
  it('changes effective stats by the bonuses, and refuses items the player does not own (403)', async () => {
    const { client, user } = await signedInPlayer(server);
    await setGold(user.id, 1000);
    const refused = await client.post('/api/equipment/equip', { itemId: 'flame-sword', type: 'weapon' });
    expect(refused.status).toBe(403);
    expect((await me(client)).equippedWeapon).toBeNull();

    const sword = itemSchema.parse(
      purchaseResponseSchema.parse((await buy(client, 'flame-sword')).body).item,
    );
    const armor = itemSchema.parse(
      purchaseResponseSchema.parse((await buy(client, 'leather-armor')).body).item,
    );
    const equipped = await client.post('/api/equipment/equip', { itemId: sword.id, type: 'weapon' });
    expect(equipped.status).toBe(200);
    const afterWeapon = await me(client);
    expect(afterWeapon).toMatchObject({
      equippedWeapon: sword.id,
      damage: 10,
      effectiveDamage: 10 + sword.damageBonus,
    });
    expect(afterWeapon.power).toBe(10 + 10 + sword.damageBonus);

    const entry = (await inventory(client)).find((e) => e.itemId === armor.id)!;
    expect((await client.post(`/api/inventory/${entry.id}/equip`)).status).toBe(200);
    expect(await me(client)).toMatchObject({
      equippedArmor: armor.id,
      effectiveDefense: 5 + armor.defenseBonus,
    });
    expect(
      (await inventory(client))
        .filter((e) => e.equipped)
        .map((e) => e.itemId)
        .sort(),
    ).toEqual([armor.id, sword.id].sort());

    expect((await client.post('/api/equipment/equip', { itemId: armor.id, type: 'weapon' })).status).toBe(
      400,
    );
    expect((await client.post('/api/equipment/unequip', { type: 'weapon' })).status).toBe(200);
    expect(await me(client)).toMatchObject({ equippedWeapon: null, effectiveDamage: 10 });
    expect((await client.post('/api/equipment/unequip', { type: 'shield' })).status).toBe(400);
  });

  it('applies an equipped item multiplier to quest rewards', async () => {
    const { client, user } = await signedInPlayer(server);
    await setGold(user.id, 5000);
    await buy(client, 'crystal-staff'); // xpMultiplier 1.15
    await client.post('/api/equipment/equip', { itemId: 'crystal-staff', type: 'weapon' });
    const q = questSchema.parse(
      (await client.post('/api/quests', { title: 'Boosted', difficulty: 'legendary' })).body,
    );
    const done = await client.request('PATCH', `/api/quests/${q.id}/complete`);
    expect((done.body as { rewards: { experience: number } }).rewards.experience).toBe(115);
  });
});

describe('consumables', () => {
  it('uses one at a time, atomically; the last one removes the entry; a boost covers the next quests', async () => {
    const { client, user } = await signedInPlayer(server);
    await setGold(user.id, 2000);
    for (let i = 0; i < 2; i++) await buy(client, 'gold-charm');
    const entry = (await inventory(client)).find((e) => e.itemId === 'gold-charm')!;
    const uses = await Promise.all([1, 2, 3].map(() => client.post(`/api/inventory/${entry.id}/use`)));
    const statuses = uses.map((r) => r.status).sort();
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect([404, 409]).toContain(statuses[2]); // gone, or none left: either way nothing was spent
    expect((await inventory(client)).some((e) => e.itemId === 'gold-charm')).toBe(false);
    const boosted = await me(client);
    expect(boosted.boosts.gold).toEqual({ multiplier: 1.5, quests: 3 });
    const q = questSchema.parse(
      (await client.post('/api/quests', { title: 'Shiny', difficulty: 'easy' })).body,
    );
    const done = await client.request('PATCH', `/api/quests/${q.id}/complete`);
    expect((done.body as { rewards: { gold: number } }).rewards.gold).toBe(7); // floor(5 x 1.5)
    expect((await me(client)).boosts.gold.quests).toBe(2);
  });

  it('refuses to use equipment, and a health potion at full health', async () => {
    const { client, user } = await signedInPlayer(server);
    await setGold(user.id, 1000);
    await buy(client, 'iron-sword');
    await buy(client, 'health-potion');
    const entries = await inventory(client);
    expect(
      (await client.post(`/api/inventory/${entries.find((e) => e.itemId === 'iron-sword')!.id}/use`)).status,
    ).toBe(400);
    const potion = await client.post(
      `/api/inventory/${entries.find((e) => e.itemId === 'health-potion')!.id}/use`,
    );
    expect(potion.status).toBe(409);
    expect(errorMessage(potion)).toMatch(/already full/);
    expect((await inventory(client)).find((e) => e.itemId === 'health-potion')?.quantity).toBe(1);
  });
});

describe('companions', () => {
  it('come from purchases; activate toggles one active; feeding raises happiness and experience', async () => {
    const { client, user } = await signedInPlayer(server);
    expect((await client.get('/api/companions')).body).toEqual([]);
    await setGold(user.id, 5000);
    await buy(client, 'healing-cat');
    await buy(client, 'ice-wolf');
    const [cat, wolf] = companionSchema.array().parse((await client.get('/api/companions')).body);
    expect(cat).toMatchObject({
      type: 'healing-cat',
      level: 1,
      happiness: 50,
      isActive: false,
      experienceToNext: 200,
    });

    const on = await client.post('/api/companions/activate', { companionId: cat!.id });
    expect(on.body).toMatchObject({ user: { equippedPet: cat!.id }, companion: { isActive: true } });
    await client.post('/api/companions/activate', { companionId: wolf!.id });
    const list = companionSchema.array().parse((await client.get('/api/companions')).body);
    expect(list.filter((c) => c.isActive).map((c) => c.id)).toEqual([wolf!.id]);
    const off = await client.post('/api/companions/activate', { companionId: wolf!.id });
    expect(off.body).toMatchObject({ user: { equippedPet: null }, companion: { isActive: false } });

    const goldBefore = (await me(client)).gold;
    const fed = await client.post(`/api/companions/${cat!.id}/feed`, { with: 'gold' });
    expect(fed.status).toBe(200);
    expect(fed.body).toMatchObject({
      companion: { happiness: 65, experience: 10 },
      user: { gold: goldBefore - 10 },
    });
    expect((await client.post(`/api/companions/${cat!.id}/feed`, { with: 'treat' })).status).toBe(409);
    await buy(client, 'pet-treat');
    const treated = await client.post(`/api/companions/${cat!.id}/feed`, { with: 'treat' });
    expect(treated.body).toMatchObject({ companion: { happiness: 85, experience: 25 } });

    const other = await signedInPlayer(server);
    expect((await other.client.post('/api/companions/activate', { companionId: cat!.id })).status).toBe(404);
  });

  it('gives the active companion +10% quest experience', async () => {
    const { client, user } = await signedInPlayer(server);
    await setGold(user.id, 5000);
    await buy(client, 'shadow-raven');
    const [raven] = companionSchema.array().parse((await client.get('/api/companions')).body);
    await client.post('/api/companions/activate', { companionId: raven!.id });
    const q = questSchema.parse(
      (await client.post('/api/quests', { title: 'Pal', difficulty: 'legendary' })).body,
    );
    const done = await client.request('PATCH', `/api/quests/${q.id}/complete`);
    expect((done.body as { rewards: { experience: number } }).rewards.experience).toBe(110);
  });
});

describe('profile and avatar', () => {
  it('updates the nickname, names, timezone and language; a taken username answers 409', async () => {
    const a = await signedInPlayer(server);
    const b = await signedInPlayer(server);
    expect(
      (await a.client.request('PATCH', '/api/user/nickname', { nickname: '  Sparrow ' })).body,
    ).toMatchObject({
      nickname: 'Sparrow',
    });
    const short = await a.client.request('PATCH', '/api/user/nickname', { nickname: ' ab ' });
    expect(short.status).toBe(400);
    const updated = await a.client.request('PATCH', '/api/user', {
      firstName: 'Ada',
      lastName: 'King',
      timezone: 'Europe/Berlin',
      language: 'de',
    });
    expect(updated.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      timezone: 'Europe/Berlin',
      language: 'de',
    });
    const taken = await a.client.request('PATCH', '/api/user', { username: b.user.username.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(errorMessage(taken)).toContain('Username is already taken');
    const renamed = await a.client.request('PATCH', '/api/user', { username: 'fresh_name_x' });
    expect(renamed.body).toMatchObject({ username: 'fresh_name_x' });
    expect((await a.client.request('PATCH', '/api/user', { username: 'ab' })).status).toBe(400);
  });

  it('saves avatar choices from either call and refuses unknown options', async () => {
    const { client } = await signedInPlayer(server);
    const a = await client.request('PATCH', '/api/user/avatar', {
      avatarColor: 'gold',
      avatarAccessory: 'crown',
    });
    expect(a.body).toMatchObject({ avatarColor: 'gold', avatarAccessory: 'crown' });
    const b = await client.request('PUT', '/api/avatar/customize', { avatarSkin: 'dark', avatarHair: 'red' });
    expect(b.body).toMatchObject({ avatarSkin: 'dark', avatarHair: 'red', avatarColor: 'gold' });
    const bad = await client.request('PUT', '/api/avatar/customize', { avatarColor: 'plaid' });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: unknown[] }).issues).toContainEqual({
      path: ['avatarColor'],
      message: 'Unknown avatar color',
    });
    expect((await client.request('PATCH', '/api/user/avatar', {})).status).toBe(400);
  });
});
