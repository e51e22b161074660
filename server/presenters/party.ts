import type { Party as PartyDto } from '../../protocol/api/parties.ts';
import type { PartyView } from '../data/parties.ts';
import { presentMemberFocus } from './memberFocus.ts';

/** A party with its members (longest-standing first) and who of them is connected right now. */
export function presentParty({ party, members, focus }: PartyView, online: ReadonlySet<string>): PartyDto {
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
      resting: m.resting,
      focus: presentMemberFocus(focus.get(m.id) ?? null),
    })),
    createdAt: party.createdAt.toISOString(),
  };
}
