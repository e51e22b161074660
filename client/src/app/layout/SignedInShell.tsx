import type { User } from '@protocol/api/user.ts';
import { useEffect } from 'react';
import { LevelUpDialog } from '@/components/level-up-dialog.tsx';
import { preloadToaster } from '@/components/ui/toast.tsx';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';
import { PlayerEvents } from '../providers/PlayerEvents.tsx';
import { SocketProvider } from '../providers/SocketProvider.tsx';
import { preloadAccountEndedDialog } from './AccountEndedSlot.tsx';
import { BottomTabBar } from './BottomTabBar.tsx';
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx';
import { PageFrame } from './PageFrame.tsx';
import { PHONE_BOTTOM_SPACE, WIDE_SIDE_SPACE } from './page-room.ts';
import { SignedInHeader } from './SignedInHeader.tsx';

/**
 * The signed-in player's shell (its own chunk, loaded by RootLayout): the live connection, the
 * player's own pushes, the header with the navigation (the tab bar on phones) and the level-up dialog.
 */
export function SignedInShell({ user }: { user: User }) {
  const phone = useMediaQuery(PHONE_QUERY);
  // What a push may show at any moment, fetched once the first screen is up (not competing with it).
  useEffect(() => {
    preloadAccountEndedDialog();
    preloadToaster();
  }, []);
  // One live connection per signed-in player: a different account gets a fresh one.
  return (
    <SocketProvider key={user.id}>
      <PlayerEvents />
      <KeyboardShortcuts />
      <PageFrame
        header={<SignedInHeader user={user} />}
        signedIn
        tabBar={phone ? <BottomTabBar /> : undefined}
        bottomSpace={phone ? PHONE_BOTTOM_SPACE : undefined}
        sideSpace={phone ? undefined : WIDE_SIDE_SPACE}
      >
        <LevelUpDialog />
      </PageFrame>
    </SocketProvider>
  );
}
