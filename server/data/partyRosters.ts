import { asDate } from './moments.ts';
import { compiler, type Runner, run, statement } from './prepared.ts';

/** A member's open focus session: what the party sees of it (its timer, never its task). */
export interface RosterFocus {
  status: 'running' | 'paused';
  durationSeconds: number;
  elapsedSeconds: number;
  runningSince: Date | null;
}

export interface RosterMember {
  id: string;
  username: string;
  level: number;
  avatarColor: string;
  resting: boolean;
  focus: RosterFocus | null;
}

/**
 * A party as its members see it, read as plain columns: its screen, its list and every push of it
 * (`PartyView` in `parties.ts` is this).
 */
export interface PartyRoster {
  id: string;
  name: string;
  leaderId: string | null;
  maxMembers: number;
  currentBossId: string | null;
  nextBossAt: Date | null;
  createdAt: Date;
  /** Longest-standing first. */
  members: RosterMember[];
}

// Presence announces the party each time a member connects (every reconnect storm): one
// prepared statement with the party, its members and their open focus session (at most one each,
// a unique index), where the entity read took three statements and built an entity per row.
const ROSTER = statement('party_roster', (p: { partyId: string }) =>
  compiler
    .selectFrom('parties as p')
    .leftJoin('users as u', 'u.party_id', 'p.id')
    .leftJoin('focus_sessions as f', (join) =>
      join.onRef('f.user_id', '=', 'u.id').on('f.status', 'in', ['running', 'paused']),
    )
    .select([
      'p.id',
      'p.name',
      'p.leader_id',
      'p.max_members',
      'p.current_boss_id',
      'p.next_boss_at',
      'p.created_at',
      'u.id as member_id',
      'u.username',
      'u.level',
      'u.avatar_color',
      'u.resting',
      'f.status as focus_status',
      'f.duration_seconds',
      'f.elapsed_seconds',
      'f.running_since',
    ])
    .where('p.id', '=', p.partyId)
    .orderBy('u.party_joined_at', 'asc')
    .orderBy('u.id', 'asc'),
);

type RosterRow = NonNullable<(typeof ROSTER)['row']>;

function focusOf(row: RosterRow): RosterFocus | null {
  if (row.focus_status !== 'running' && row.focus_status !== 'paused') return null;
  return {
    status: row.focus_status,
    durationSeconds: row.duration_seconds ?? 0,
    elapsedSeconds: row.elapsed_seconds ?? 0,
    runningSince: row.running_since === null ? null : asDate(row.running_since),
  };
}

/** The party with its members, or null when it no longer exists. */
export async function partyRosterById(runner: Runner, partyId: string): Promise<PartyRoster | null> {
  const rows = await run(runner, ROSTER, { partyId });
  const first = rows[0];
  if (!first) return null;
  const members: RosterMember[] = [];
  for (const row of rows) {
    if (row.member_id === null) continue;
    members.push({
      id: row.member_id,
      username: row.username ?? '',
      level: row.level ?? 1,
      avatarColor: row.avatar_color ?? '',
      resting: row.resting === true,
      focus: focusOf(row),
    });
  }
  return {
    id: first.id,
    name: first.name,
    leaderId: first.leader_id,
    maxMembers: first.max_members,
    currentBossId: first.current_boss_id,
    nextBossAt: first.next_boss_at === null ? null : asDate(first.next_boss_at),
    createdAt: asDate(first.created_at),
    members,
  };
}
