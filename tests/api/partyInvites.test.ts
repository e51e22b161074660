import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartyInvite } from '../../db/entities/PartyInvite.ts';
import { User } from '../../db/entities/User.ts';
import { notificationListSchema } from '../../protocol/api/notifications.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import {
  inviteLinkSchema,
  inviteLinkStatusSchema,
  invitePreviewSchema,
  partyInviteNotificationDataSchema,
  playerInviteSchema,
} from '../../protocol/api/partyInvites.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, eventMatching, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITES_PER_HOUR = 6;

let server: TestServer;
/** How far the server's clock runs ahead (an invite's expiry). */
let offsetMs = 0;
const sockets: PlayerSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off', BOSS_REST_SECONDS: '3600' },
    rateLimits: {
      register: { points: 1000, durationSeconds: 3600 },
      partyInvites: { points: INVITES_PER_HOUR, durationSeconds: 3600 },
    },
    clock: shiftedClock(() => offsetMs),
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.close();
});

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

const myParty = async (client: TestClient) =>
  partySchema.nullable().parse((await client.get('/api/parties/my-party')).body);
/** The player's party invites among their notifications (a join may also unlock an achievement). */
const notifications = async (client: TestClient) =>
  notificationListSchema
    .parse((await client.get('/api/notifications')).body)
    .notifications.filter((n) => n.type === 'party_invite');
const del = (client: TestClient, path: string) => client.request('DELETE', path);

async function partyOf(size: number, name = 'The Doers') {
  const leader = await signedInPlayer(server);
  const party = partySchema.parse((await leader.client.post('/api/parties', { name })).body);
  const members = [leader];
  for (let i = 1; i < size; i++) {
    const m = await signedInPlayer(server);
    expect((await m.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    members.push(m);
  }
  return { party, leader, members };
}

async function newLink(client: TestClient) {
  const res = await client.post('/api/parties/invite-link');
  expect(res.status).toBe(201);
  return inviteLinkSchema.parse(res.body);
}

async function invite(from: TestClient, username: string) {
  return from.post('/api/parties/invites', { username });
}

/** The open invite rows of a party, read straight from the database. */
async function inviteRows(partyId: string) {
  return server.deps.orm.em.fork().find(PartyInvite, { party: partyId }, { refresh: true });
}

async function socketOf(player: Player) {
  const socket = connectSocket(server.url, player.client);
  sockets.push(socket);
  await waitForConnect(socket);
  return socket;
}

describe('invite links', () => {
  it('a member makes a link; a friend previews the party and joins it, the party sees them live', async () => {
    const { party, leader } = await partyOf(1, 'Night Owls');
    expect(inviteLinkStatusSchema.parse((await leader.client.get('/api/parties/invite-link')).body)).toEqual({
      active: false,
      expiresAt: null,
    });
    const link = await newLink(leader.client);
    // 32 random bytes: 256 bits, of which only the hash is stored.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await inviteRows(party.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(link.token);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
    expect(inviteLinkStatusSchema.parse((await leader.client.get('/api/parties/invite-link')).body)).toEqual({
      active: true,
      expiresAt: link.expiresAt,
    });

    const friend = await signedInPlayer(server);
    const preview = await friend.client.get(`/api/party-invites/link/${link.token}`);
    expect(preview.status).toBe(200);
    expect(invitePreviewSchema.parse(preview.body)).toEqual({
      partyId: party.id,
      name: 'Night Owls',
      leaderName: leader.user.username,
      memberCount: 1,
      maxMembers: 5,
      expiresAt: link.expiresAt,
    });

    const leaderSocket = await socketOf(leader);
    const update = eventMatching(leaderSocket, 'party:update', (p) =>
      p.party.members.some((m) => m.id === friend.user.id),
    );
    const joined = await friend.client.post(`/api/party-invites/link/${link.token}/join`);
    expect(joined.status).toBe(200);
    expect(partySchema.parse(joined.body).members.map((m) => m.id)).toEqual([leader.user.id, friend.user.id]);
    await update;
    expect((await myParty(leader.client))!.members).toHaveLength(2);
    // The link stays open for more friends until it expires or is replaced.
    const third = await signedInPlayer(server);
    expect((await third.client.post(`/api/party-invites/link/${link.token}/join`)).status).toBe(200);
  });

  it('a new link replaces the old one; a revoked link answers 404 and lets nobody in', async () => {
    const { party, leader, members } = await partyOf(2);
    const first = await newLink(members[1]!.client);
    const second = await newLink(leader.client);
    expect(await inviteRows(party.id)).toHaveLength(1);
    const friend = await signedInPlayer(server);
    const old = await friend.client.get(`/api/party-invites/link/${first.token}`);
    expect(old.status).toBe(404);
    expect(errorMessage(old)).toBe('This invite link is no longer valid. Ask your friend for a new one.');
    expect((await friend.client.post(`/api/party-invites/link/${first.token}/join`)).status).toBe(404);

    expect((await del(leader.client, '/api/parties/invite-link')).status).toBe(204);
    expect(await inviteRows(party.id)).toHaveLength(0);
    expect((await friend.client.get(`/api/party-invites/link/${second.token}`)).status).toBe(404);
    const join = await friend.client.post(`/api/party-invites/link/${second.token}/join`);
    expect(join.status).toBe(404);
    expect(await myParty(friend.client)).toBeNull();
    expect((await myParty(leader.client))!.members).toHaveLength(2);
  });

  it('an expired link answers 410 with a kind message and writes nothing', async () => {
    const { party, leader } = await partyOf(1);
    const link = await newLink(leader.client);
    const friend = await signedInPlayer(server);
    offsetMs = 7 * DAY_MS + 60_000;
    try {
      const preview = await friend.client.get(`/api/party-invites/link/${link.token}`);
      expect(preview.status).toBe(410);
      expect(errorMessage(preview)).toBe('This invite link has expired. Ask your friend for a new one.');
      const join = await friend.client.post(`/api/party-invites/link/${link.token}/join`);
      expect(join.status).toBe(410);
      expect(await myParty(friend.client)).toBeNull();
      expect((await myParty(leader.client))!.members).toHaveLength(1);
      expect(
        inviteLinkStatusSchema.parse((await leader.client.get('/api/parties/invite-link')).body).active,
      ).toBe(false);
    } finally {
      offsetMs = 0;
    }
    expect(await inviteRows(party.id)).toHaveLength(1);
  });

  it('joining through a link keeps the rules of joining: full, already in a party, already a member (409, nothing written)', async () => {
    const { party, leader, members } = await partyOf(5);
    const link = await newLink(leader.client);
    const outsider = await signedInPlayer(server);
    const full = await outsider.client.post(`/api/party-invites/link/${link.token}/join`);
    expect(full.status).toBe(409);
    expect(errorMessage(full)).toBe('This party is full (5 members).');
    expect(await myParty(outsider.client)).toBeNull();

    const member = await members[1]!.client.post(`/api/party-invites/link/${link.token}/join`);
    expect(member.status).toBe(409);
    expect(errorMessage(member)).toBe('You are already a member of this party.');

    const other = await partyOf(1, 'Elsewhere');
    const otherLink = await newLink(other.leader.client);
    const busy = await leader.client.post(`/api/party-invites/link/${otherLink.token}/join`);
    expect(busy.status).toBe(409);
    expect(errorMessage(busy)).toBe('You are already in a party. Leave it before joining another.');
    expect((await myParty(leader.client))!.id).toBe(party.id);
    expect((await myParty(other.leader.client))!.members).toHaveLength(1);
  });

  it('a banned player is refused as on every join, and a player without a party cannot make a link', async () => {
    const { party, leader } = await partyOf(1);
    const link = await newLink(leader.client);
    const banned = await signedInPlayer(server);
    await server.deps.orm.em.fork().nativeUpdate(User, { id: banned.user.id }, { isBanned: true });
    const direct = await banned.client.post(`/api/parties/${party.id}/join`);
    const viaLink = await banned.client.post(`/api/party-invites/link/${link.token}/join`);
    expect(viaLink.status).toBe(direct.status);
    expect([401, 403]).toContain(viaLink.status);
    expect((await myParty(leader.client))!.members).toHaveLength(1);

    const loner = await signedInPlayer(server);
    const none = await loner.client.post('/api/parties/invite-link');
    expect(none.status).toBe(409);
    expect(errorMessage(none)).toBe('You are not in a party.');
    expect((await del(loner.client, '/api/parties/invite-link')).status).toBe(409);
    expect((await loner.client.get('/api/party-invites/link/not-a-token')).status).toBe(404);
    expect((await server.client().get(`/api/party-invites/link/${link.token}`)).status).toBe(401);
  });
});

describe('invites by username', () => {
  it('the invitee gets a notification live; Join joins, and the invite and its notification go', async () => {
    const { party, leader, members } = await partyOf(2, 'Owls');
    const invitee = await signedInPlayer(server);
    const socket = await socketOf(invitee);
    const pushed = eventMatching(socket, 'notification', (p) => p.notification.type === 'party_invite');
    // Any member may invite, by a username typed in any case.
    const res = await invite(members[1]!.client, invitee.user.username.toUpperCase());
    expect(res.status).toBe(201);
    const sent = playerInviteSchema.parse(res.body);
    expect(sent).toMatchObject({ username: invitee.user.username, alreadyInvited: false });
    const { notification } = await pushed;
    expect(partyInviteNotificationDataSchema.parse(notification.data)).toEqual({
      inviteId: sent.id,
      partyId: party.id,
      partyName: 'Owls',
      inviterName: members[1]!.user.username,
    });
    expect(notification.title).toBe(`${members[1]!.user.username} invited you to Owls`);
    expect((await notifications(invitee.client)).map((n) => n.id)).toEqual([notification.id]);

    // Asked again: the same invite, nothing sent twice.
    const again = await invite(leader.client, invitee.user.username);
    expect(again.status).toBe(200);
    expect(playerInviteSchema.parse(again.body)).toMatchObject({ id: sent.id, alreadyInvited: true });
    expect(await notifications(invitee.client)).toHaveLength(1);

    const accepted = await invitee.client.post(`/api/party-invites/${sent.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(partySchema.parse(accepted.body).members.map((m) => m.id)).toContain(invitee.user.id);
    expect(await notifications(invitee.client)).toHaveLength(0);
    expect((await inviteRows(party.id)).filter((r) => r.invitee)).toHaveLength(0);
    expect((await invitee.client.post(`/api/party-invites/${sent.id}/accept`)).status).toBe(404);
  });

  it('Decline removes the invite and its notification; nobody joins', async () => {
    const { party, leader } = await partyOf(1);
    const invitee = await signedInPlayer(server);
    const sent = playerInviteSchema.parse((await invite(leader.client, invitee.user.username)).body);
    const stranger = await signedInPlayer(server);
    // Another player's invite is not theirs to answer.
    expect((await stranger.client.post(`/api/party-invites/${sent.id}/decline`)).status).toBe(404);
    expect((await stranger.client.post(`/api/party-invites/${sent.id}/accept`)).status).toBe(404);
    expect((await invitee.client.post(`/api/party-invites/${sent.id}/decline`)).status).toBe(204);
    expect(await notifications(invitee.client)).toHaveLength(0);
    expect(await inviteRows(party.id)).toHaveLength(0);
    expect(await myParty(invitee.client)).toBeNull();
    expect((await invitee.client.post(`/api/party-invites/${sent.id}/accept`)).status).toBe(404);
    // Declined, they may be invited again.
    expect((await invite(leader.client, invitee.user.username)).status).toBe(201);
  });

  it('refuses unknown names (404), members of the party (409) and players without a party (409), writing nothing', async () => {
    const { party, leader, members } = await partyOf(2);
    const unknown = await invite(leader.client, 'nobody_by_this_name');
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown)).toBe('No player with that username.');
    const member = await invite(leader.client, members[1]!.user.username);
    expect(member.status).toBe(409);
    expect(errorMessage(member)).toBe('That player is already in your party.');
    expect((await invite(leader.client, leader.user.username)).status).toBe(409);
    expect(await notifications(members[1]!.client)).toHaveLength(0);
    const loner = await signedInPlayer(server);
    const target = await signedInPlayer(server);
    const none = await invite(loner.client, target.user.username);
    expect(none.status).toBe(409);
    expect(errorMessage(none)).toBe('You are not in a party.');
    expect(await notifications(target.client)).toHaveLength(0);
    expect((await invite(leader.client, '')).status).toBe(400);
    expect(await inviteRows(party.id)).toHaveLength(0);
  });

  it('joining by invite keeps the rules of joining: full, already in a party (409); expired (410); the invite stays', async () => {
    const { party, leader, members } = await partyOf(4);
    const a = await signedInPlayer(server);
    const b = await signedInPlayer(server);
    const inviteA = playerInviteSchema.parse((await invite(leader.client, a.user.username)).body);
    const inviteB = playerInviteSchema.parse((await invite(leader.client, b.user.username)).body);
    const busyParty = await partyOf(1, 'Busy');
    const c = busyParty.leader;
    const inviteC = playerInviteSchema.parse((await invite(leader.client, c.user.username)).body);

    const busy = await c.client.post(`/api/party-invites/${inviteC.id}/accept`);
    expect(busy.status).toBe(409);
    expect(errorMessage(busy)).toBe('You are already in a party. Leave it before joining another.');
    expect((await myParty(c.client))!.id).toBe(busyParty.party.id);

    expect((await a.client.post(`/api/party-invites/${inviteA.id}/accept`)).status).toBe(200);
    const full = await b.client.post(`/api/party-invites/${inviteB.id}/accept`);
    expect(full.status).toBe(409);
    expect(errorMessage(full)).toBe('This party is full (5 members).');
    expect(await myParty(b.client)).toBeNull();
    expect(await notifications(b.client)).toHaveLength(1);

    // Room again, but the invite has run out.
    expect((await members[1]!.client.post('/api/parties/leave')).status).toBe(200);
    offsetMs = 7 * DAY_MS + 60_000;
    try {
      const expired = await b.client.post(`/api/party-invites/${inviteB.id}/accept`);
      expect(expired.status).toBe(410);
      expect(errorMessage(expired)).toBe('This invite has expired. Ask your friend to invite you again.');
      expect(await myParty(b.client)).toBeNull();
      // An expired invite is sent afresh when asked again.
      const renewed = await invite(leader.client, b.user.username);
      expect(renewed.status).toBe(201);
      expect(playerInviteSchema.parse(renewed.body).id).not.toBe(inviteB.id);
      expect(await notifications(b.client)).toHaveLength(1);
    } finally {
      offsetMs = 0;
    }
    expect((await inviteRows(party.id)).filter((r) => r.invitee?.id === b.user.id)).toHaveLength(1);
  });

  it(`limits invites to ${INVITES_PER_HOUR} an hour per inviter (429 with Retry-After); others still invite`, async () => {
    const { leader } = await partyOf(1);
    const other = await partyOf(1);
    const targets = await Promise.all(
      Array.from({ length: INVITES_PER_HOUR + 1 }, () => signedInPlayer(server)),
    );
    for (const t of targets.slice(0, INVITES_PER_HOUR))
      expect((await invite(leader.client, t.user.username)).status).toBe(201);
    const last = targets[INVITES_PER_HOUR]!;
    const refused = await invite(leader.client, last.user.username);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await notifications(last.client)).toHaveLength(0);
    expect((await invite(other.leader.client, last.user.username)).status).toBe(201);
  });

  it('a party that dissolves takes its invites with it', async () => {
    const { party, leader } = await partyOf(1);
    const invitee = await signedInPlayer(server);
    const sent = playerInviteSchema.parse((await invite(leader.client, invitee.user.username)).body);
    await newLink(leader.client);
    expect((await leader.client.post('/api/parties/leave')).status).toBe(200);
    expect(await inviteRows(party.id)).toHaveLength(0);
    expect((await invitee.client.post(`/api/party-invites/${sent.id}/accept`)).status).toBe(404);
  });
});
