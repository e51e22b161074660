import type { User } from '@protocol/api/user.ts';
import { levelProgressPercent } from '@protocol/rules/progress.ts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isNewer } from '@/shared/queries/versioned.ts';
import { defaultQueryFn } from './api.ts';
import { queryKeys } from './query-keys.ts';
import { mayBeSignedIn } from './session-hint.ts';

export const currentUserQueryKey = queryKeys.session;

/**
 * Reads the session and parses the answer. The user schema (and zod with it) is fetched beside the
 * answer, not bundled: a visitor's first page never needs it (docs/performance.md).
 */
async function readSession(context: Parameters<typeof defaultQueryFn>[0]): Promise<User | null> {
  const [answer, { userSchema }] = await Promise.all([
    defaultQueryFn(context),
    import('@protocol/api/user.ts'),
  ]);
  return userSchema.nullable().parse(answer);
}

/** The session: a user, or null after a 401 (or without a session hint). Always revalidated (spec section 9). */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: async (context): Promise<User | null> => (mayBeSignedIn() ? readSession(context) : null),
  staleTime: 0,
  gcTime: 1000,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/**
 * Puts a user (an answer's, or a `user:update` from any tab or device) into the session, unless the
 * session already shows a newer state of that player: answers and pushes may arrive out of order.
 * A push that skipped versions still carries the whole user, so nothing needs reading again.
 */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(currentUserQueryKey, (shown) =>
    shown && user && shown.id === user.id && !isNewer(shown, user) ? shown : user,
  );
}

/** Puts an answer's user into the session at once; a session read still in flight must not undo it. */
export function useApplyUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    void queryClient.cancelQueries({ queryKey: currentUserQueryKey });
    setCurrentUser(queryClient, user);
  };
}

/** The experience bar's fill (the shared display rule of protocol/rules/progress.ts). */
export function experiencePercent(user: Pick<User, 'experience' | 'experienceToNext'>): number {
  return levelProgressPercent(user.experience, user.experienceToNext);
}

export function avatarLetter(username: string): string {
  return (Array.from(username.trim())[0] ?? '?').toLocaleUpperCase();
}
