import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LevelUpDialog } from '../../components/level-up-dialog.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { cn } from '../../lib/cn.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { PlayerEvents } from '../providers/PlayerEvents.tsx';
import { SocketProvider } from '../providers/SocketProvider.tsx';
import { AccountEndedDialog } from './AccountEndedDialog.tsx';
import { AssistantSlot } from './AssistantSlot.tsx';
import { BOTTOM_BAR_SPACE, BottomTabBar } from './BottomTabBar.tsx';
import { Footer } from './Footer.tsx';
import { LoadingScreen, SessionErrorScreen } from './LoadingScreen.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { SignedInHeader } from './SignedInHeader.tsx';
import { SignedOutHeader } from './SignedOutHeader.tsx';
import { useHashTarget } from './use-hash-target.ts';

/** Reads the session, then frames every page with the signed-in or signed-out shell. */
export function RootLayout() {
  const { t } = useTranslation();
  const session = useCurrentUser();
  const phone = useMediaQuery(PHONE_QUERY);
  useHashTarget();

  if (session.data === undefined) {
    if (session.isError)
      return <SessionErrorScreen onRetry={() => void session.refetch()} retrying={session.isFetching} />;
    return <LoadingScreen />;
  }

  const user = session.data;
  const tabBar = Boolean(user) && phone;
  const page = (
    <div className={cn('flex min-h-dvh flex-col', tabBar && BOTTOM_BAR_SPACE)}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-gold-400 focus:px-4 focus:py-2 focus:font-semibold focus:text-gold-950"
      >
        {t('app.skipToContent')}
      </a>
      {user ? <SignedInHeader user={user} /> : <SignedOutHeader />}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {tabBar ? <BottomTabBar /> : null}
      <OfflineBanner aboveTabBar={tabBar} />
      <AssistantSlot signedIn={Boolean(user)} />
      <AccountEndedDialog />
      {user ? <LevelUpDialog /> : null}
      <ScrollRestoration />
    </div>
  );
  if (!user) return page;
  // One live connection per signed-in player: a different account gets a fresh one.
  return (
    <SocketProvider key={user.id}>
      <PlayerEvents />
      {page}
    </SocketProvider>
  );
}
