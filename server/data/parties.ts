import { FocusSession } from '../../db/entities/FocusSession.ts';
import { Party } from '../../db/entities/Party.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import type { Runner } from './prepared.ts';

/** A party with its members, longest-standing first, and their open focus sessions by member id. */
export interface PartyView {
  party: Party;
  members: User[];
  focus: ReadonlyMap<string, FocusSession>;
}

export async function partyView(em: Em, party: Party, withFocus = true): Promise<PartyView> {
  const members = await em.find(User, { party: party.id }, { orderBy: { partyJoinedAt: 'asc', id: 'asc' } });
  return { party, members, focus: withFocus ? await openFocusOf(em, members) : new Map() };
}

/** The members' open (running or paused) focus sessions: focus together (DESIGN section 9). */
async function openFocusOf(em: Em, members: User[]): Promise<Map<string, FocusSession>> {
  if (members.length === 0) return new Map();
  const sessions = await em.find(FocusSession, {
    user: { $in: members.map((m) => m.id) },
    status: { $in: ['running', 'paused'] },
  });
  return new Map(sessions.map((s) => [s.user.id, s]));
}

export async function partyViewById(em: Em, partyId: string): Promise<PartyView | null> {
  const party = await em.findOne(Party, partyId);
  return party ? partyView(em, party) : null;
}

/** The most recent parties, for the party list (seen by anyone: no member's focus in it). */
export async function recentPartyViews(em: Em, limit: number): Promise<PartyView[]> {
  const parties = await em.find(Party, {}, { orderBy: { createdAt: 'desc' }, limit });
  return Promise.all(parties.map((p) => partyView(em, p, false)));
}

/**
 * The player's party, row-locked for the rest of the transaction, found and locked in one round
 * trip: every quest completion starts here, and the party lock is taken before any player's (the
 * order every membership change uses too). Rows of other tables must be read by later statements:
 * only the locked row is re-read after waiting for the lock.
 */
export async function lockPlayerParty(tx: Em, userId: string): Promise<Party | null> {
  const row = await db(tx)
    .selectFrom('parties')
    .selectAll()
    .where('id', '=', (eb) => eb.selectFrom('users').select('party_id').where('id', '=', userId))
    .forUpdate()
    .executeTakeFirst();
  return row ? tx.map(Party, row) : null;
}

/** The ids of a party's members, in a stable order (rewards lock players in this order). */
export async function partyMemberIds(tx: Runner, partyId: string): Promise<string[]> {
  const members = await db(tx)
    .selectFrom('users')
    .select('id')
    .where('party_id', '=', partyId)
    .orderBy('id')
    .execute();
  return members.map((m) => m.id);
}
