import { Party } from '../../db/entities/Party.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';

/** A party with its members, longest-standing first. */
export interface PartyView {
  party: Party;
  members: User[];
}

export async function partyView(em: Em, party: Party): Promise<PartyView> {
  const members = await em.find(User, { party: party.id }, { orderBy: { partyJoinedAt: 'asc', id: 'asc' } });
  return { party, members };
}

export async function partyViewById(em: Em, partyId: string): Promise<PartyView | null> {
  const party = await em.findOne(Party, partyId);
  return party ? partyView(em, party) : null;
}

/** The most recent parties, for the party list. */
export async function recentPartyViews(em: Em, limit: number): Promise<PartyView[]> {
  const parties = await em.find(Party, {}, { orderBy: { createdAt: 'desc' }, limit });
  return Promise.all(parties.map((p) => partyView(em, p)));
}
