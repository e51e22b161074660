import type { User } from '@protocol/api/user.ts';
import { Suspense, use } from 'react';
import { useCurrentUser } from '@/lib/current-user.ts';
import { signedInShell } from '../lazy-pages.ts';
import { LoadingScreen, SessionErrorScreen } from './LoadingScreen.tsx';
import { PageFrame } from './PageFrame.tsx';
import { SignedOutHeader } from './SignedOutHeader.tsx';
import { useHashTarget } from './use-hash-target.ts';

function PlayerShell({ user }: { user: User }) {
  const { SignedInShell } = use(signedInShell());
  return <SignedInShell user={user} />;
}

/** Reads the session, then frames every page with the signed-in or signed-out shell. */
export function RootLayout() {
  const session = useCurrentUser();
  useHashTarget();

  if (session.data === undefined) {
    if (session.isError)
      return <SessionErrorScreen onRetry={() => void session.refetch()} retrying={session.isFetching} />;
    return <LoadingScreen />;
  }

  const user = session.data;
  if (!user) return <PageFrame header={<SignedOutHeader />} signedIn={false} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PlayerShell user={user} />
    </Suspense>
  );
}
