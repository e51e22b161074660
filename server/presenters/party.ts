import type { Party as PartyDto } from '../../protocol/api/parties.ts';
import type { PartyRoster } from '../data/partyRosters.ts';
import { presentMemberFocus } from './memberFocus.ts';

/**
 * A party with its members (longest-standing first) and who of them is connected right now, from
 * its plain roster (`server/data/partyRosters.ts`): the routes, the presence pushes and the other
 * publishers alike.
 */
export function presentParty(roster: PartyRoster, online: ReadonlySet<string>): PartyDto {
  return {
    id: roster.id,
    name: roster.name,
    leaderId: roster.leaderId,
    maxMembers: roster.maxMembers,
    currentBossId: roster.currentBossId,
    nextBossAt: roster.nextBossAt ? roster.nextBossAt.toISOString() : null,
    members: roster.members.map((m) => ({
      id: m.id,
      username: m.username,
      level: m.level,
      avatarColor: m.avatarColor,
      isLeader: roster.leaderId === m.id,
      online: online.has(m.id),
      resting: m.resting,
      focus: presentMemberFocus(m.focus),
    })),
    createdAt: roster.createdAt.toISOString(),
  };
}
