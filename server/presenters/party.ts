import type { FocusSession } from '../../db/entities/FocusSession.ts';
import type { Party as PartyDto } from '../../protocol/api/parties.ts';
import type { PartyView } from '../data/parties.ts';
import type { PartyRoster, RosterFocus } from '../data/partyRosters.ts';
import { presentMemberFocus } from './memberFocus.ts';

/**
 * A party with its members (longest-standing first) and who of them is connected right now. The
 * presence pushes read the plain roster (`server/data/partyRosters.ts`); the routes and the other
 * publishers hold entities (`PartyView`), which `rosterOfView` turns into the same shape.
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

/** A member's open session as the roster holds it (null once it is over). */
function rosterFocus(session: FocusSession | undefined): RosterFocus | null {
  if (!session || (session.status !== 'running' && session.status !== 'paused')) return null;
  return {
    status: session.status,
    durationSeconds: session.durationSeconds,
    elapsedSeconds: session.elapsedSeconds,
    runningSince: session.runningSince ?? null,
  };
}

export function rosterOfView({ party, members, focus }: PartyView): PartyRoster {
  return {
    id: party.id,
    name: party.name,
    leaderId: party.leader?.id ?? null,
    maxMembers: party.maxMembers,
    currentBossId: party.currentBoss?.id ?? null,
    nextBossAt: party.nextBossAt ?? null,
    createdAt: party.createdAt,
    members: members.map((m) => ({
      id: m.id,
      username: m.username,
      level: m.level,
      avatarColor: m.avatarColor,
      resting: m.resting,
      focus: rosterFocus(focus.get(m.id)),
    })),
  };
}
