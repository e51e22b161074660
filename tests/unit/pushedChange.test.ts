import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateMyParty } from '../../client/src/features/party/api/my-party.ts';
import { queryKeys } from '../../client/src/lib/query-keys.ts';
import type { Party } from '../../protocol/api/parties.ts';

/**
 * A pushed change and a read of the same data crossing (client/src/shared/queries/pushed-change.ts):
 * the server pushes after its commit, so a read already on its way can be older than the push, and
 * must not wipe it out when it lands.
 */

const FOCUS = { status: 'running' as const, endsAt: '2026-11-28T18:13:19.878Z' };

function party(focus: Party['members'][number]['focus']): Party {
  return {
    id: 'party-1',
    name: 'Focus Friends',
    leaderId: 'ana',
    maxMembers: 5,
    currentBossId: null,
    nextBossAt: null,
    createdAt: '2026-11-28T18:00:00.000Z',
    members: [
      {
        id: 'ana',
        username: 'ana',
        level: 1,
        avatarColor: '#fff',
        isLeader: true,
        online: true,
        resting: false,
        focus,
      },
    ],
  };
}

const anaFocuses = (p: Party) => ({
  ...p,
  members: p.members.map((m) => (m.id === 'ana' ? { ...m, focus: FOCUS } : m)),
});

/** The party screen's query (an observer, as a mounted screen has), its answers handed out by the test. */
function partyOnScreen(queryClient: QueryClient) {
  const answers: ((p: Party) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: queryKeys.myParty,
    queryFn: () => new Promise<Party>((resolve) => answers.push(resolve)),
  });
  const stop = observer.subscribe(() => undefined);
  return { answers, stop };
}

const focusShown = (queryClient: QueryClient) =>
  queryClient.getQueryData<Party>(queryKeys.myParty)?.members[0]?.focus;

/**
 * The older read's answer (from before the change) lands first, the newer read's (with it) after:
 * what the screen shows once both are in.
 */
async function shownOnceAnswered(
  queryClient: QueryClient,
  older: (p: Party) => void,
  newer: (p: Party) => void,
) {
  older(party(null));
  newer(party(FOCUS));
  await expect.poll(() => queryClient.getQueryState(queryKeys.myParty)?.fetchStatus).toBe('idle');
  return focusShown(queryClient);
}

describe('a pushed change while its data is being read', () => {
  it('while the first read is on its way, the change brings a second read that includes it', async () => {
    const queryClient = new QueryClient();
    const { answers, stop } = partyOnScreen(queryClient);
    expect(answers).toHaveLength(1);

    updateMyParty(queryClient, 'party-1', anaFocuses);
    // The first read is dropped and a new one asked for.
    await expect.poll(() => answers.length).toBe(2);
    expect(await shownOnceAnswered(queryClient, answers[0]!, answers[1]!)).toEqual(FOCUS);
    stop();
  });

  it('while the party on screen is read again, the change shows at once and outlives the older answer', async () => {
    const queryClient = new QueryClient();
    const { answers, stop } = partyOnScreen(queryClient);
    answers[0]!(party(null));
    await expect.poll(() => queryClient.getQueryData(queryKeys.myParty)).toBeDefined();
    // The screen's periodic read goes out; the push arrives before its answer.
    void queryClient.refetchQueries({ queryKey: queryKeys.myParty });
    expect(answers).toHaveLength(2);
    updateMyParty(queryClient, 'party-1', anaFocuses);
    expect(focusShown(queryClient)).toEqual(FOCUS);
    await expect.poll(() => answers.length).toBe(3);
    expect(await shownOnceAnswered(queryClient, answers[1]!, answers[2]!)).toEqual(FOCUS);
    stop();
  });

  it('a change to a party on screen with no read on its way is written at once, with no read', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.myParty, party(null));
    updateMyParty(queryClient, 'party-1', anaFocuses);
    expect(focusShown(queryClient)).toEqual(FOCUS);
    expect(queryClient.getQueryState(queryKeys.myParty)?.fetchStatus).toBe('idle');
  });

  it('a change to a party the player has left is ignored', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.myParty, null);
    updateMyParty(queryClient, 'party-1', anaFocuses);
    expect(queryClient.getQueryData(queryKeys.myParty)).toBeNull();
  });
});
