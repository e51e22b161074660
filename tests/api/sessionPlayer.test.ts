import { wrap } from '@mikro-orm/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { db } from '../../server/data/database.ts';
import { sessionWithPlayer } from '../../server/data/sessions.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * The session load reads the player's checked columns apart and the whole row as one
 * JSON text, made into the User entity only when a route asks for it. The entity made from that
 * text must be the one the table's own columns give, every type included (timestamps, JSON,
 * doubles, nulls), on PostgreSQL and on PGlite.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' } });
});
afterAll(async () => {
  await server?.close();
});

const sessionOf = (em: Em, userId: string) =>
  db(em).selectFrom('session').select('sid').where('user_id', '=', userId).executeTakeFirstOrThrow();

describe('the session load', () => {
  it("maps the player's JSON row to the same entity as the table's columns", async () => {
    const { user } = await signedInPlayer(server);
    const em = server.deps.orm.em.fork();
    await db(em)
      .updateTable('users')
      .set((eb) => ({
        nickname: 'Nick',
        ban_expires_at: sql<Date>`now() + interval '1 day'`,
        last_day_seen: 20000,
        last_activity: eb.fn<Date>('now'),
        notification_prefs: { push: { boss: true }, quiet: { from: '22:00' } },
        xp_boost_multiplier: 1.5,
        party_joined_at: eb.fn<Date>('now'),
        last_quest_completed: eb.fn<Date>('now'),
      }))
      .where('id', '=', user.id)
      .execute();
    const session = await sessionOf(em, user.id);
    const found = await sessionWithPlayer(em, session.sid, new Date());
    const columns = await db(em).selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();

    const fromColumns = em.fork().map(User, columns!);
    const fromJson = em.fork().map(User, found!.player!.row());
    expect(wrap(fromJson).toObject()).toEqual(wrap(fromColumns).toObject());
    expect(fromJson.password).toBe(fromColumns.password);
    // The checked fields, read apart from the row, say the same.
    expect(found!.player).toMatchObject({
      id: user.id,
      timezone: fromColumns.timezone,
      isActive: true,
      isBanned: false,
      banExpiresAt: fromColumns.banExpiresAt,
      lastDaySeen: 20000,
      lastActivity: fromColumns.lastActivity,
    });
  });

  it('answers no player for a session whose account is gone, and nothing for an unknown session', async () => {
    const { user } = await signedInPlayer(server);
    const em = server.deps.orm.em.fork();
    const session = await sessionOf(em, user.id);
    await db(em).updateTable('session').set({ user_id: null }).where('sid', '=', session.sid).execute();
    const found = await sessionWithPlayer(em, session.sid, new Date());
    expect(found?.sess).toBeDefined();
    expect(found?.player).toBeNull();
    expect(await sessionWithPlayer(em, 'no-such-session', new Date())).toBeUndefined();
  });
});
