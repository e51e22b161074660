import type { Party } from '../../db/entities/Party.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { Party as PartyDto } from '../../protocol/api/parties.ts';

/** A party with its members (longest-standing first) and who of them is connected right now. */
export async function presentParty(em: Em, party: Party, online: ReadonlySet<string>): Promise<PartyDto> {
  const members = await em.find(User, { party: party.id }, { orderBy: { partyJoinedAt: 'asc', id: 'asc' } });
  return {
    id: party.id,
    name: party.name,
    leaderId: party.leader?.id ?? null,
    maxMembers: party.maxMembers,
    currentBossId: party.currentBoss?.id ?? null,
    nextBossAt: party.nextBossAt ? party.nextBossAt.toISOString() : null,
    members: members.map((m) => ({
      id: m.id,
      username: m.username,
      level: m.level,
      avatarColor: m.avatarColor,
      isLeader: party.leader?.id === m.id,
      online: online.has(m.id),
    })),
    createdAt: party.createdAt.toISOString(),
  };
}
