import { wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../db/entities/User.ts';
import { sessionWithPlayer } from '../../server/data/sessions.ts';
import { sql } from '../../server/data/sql.ts';
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

describe('the session load', () => {
  it("maps the player's JSON row to the same entity as the table's columns", async () => {
    const { user } = await signedInPlayer(server);
    const em = server.deps.orm.em.fork();
    await sql(
      em,
      `update users set nickname = 'Nick', ban_expires_at = now() + interval '1 day', last_day_seen = 20000,
         last_activity = now(), notification_prefs = '{"push":{"boss":true},"quiet":{"from":"22:00"}}',
         xp_boost_multiplier = 1.5, party_joined_at = now(), last_quest_completed = now()
       where id = ?`,
      [user.id],
    );
    const [session] = await sql<{ sid: string }>(em, 'select sid from session where user_id = ?', [user.id]);
    const found = await sessionWithPlayer(em, session!.sid, new Date());
    const [columns] = await sql<Record<string, unknown>>(em, 'select * from users where id = ?', [user.id]);

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
    const [session] = await sql<{ sid: string }>(em, 'select sid from session where user_id = ?', [user.id]);
    await sql(em, 'update session set user_id = null where sid = ?', [session!.sid]);
    const found = await sessionWithPlayer(em, session!.sid, new Date());
    expect(found?.sess).toBeDefined();
    expect(found?.player).toBeNull();
    expect(await sessionWithPlayer(em, 'no-such-session', new Date())).toBeUndefined();
  });
});
