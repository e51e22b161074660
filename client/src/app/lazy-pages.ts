import type { PlayerHomeAnswers } from '@protocol/playerHomePage.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { preloadToaster } from '../components/ui/toast.tsx';
import { loadScreenTexts } from '../i18n/i18n.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { onDemand } from '../lib/on-demand.ts';

/**
 * Screens loaded on their first visit, each in its own chunk: a visitor's first page needs only the
 * signed-out frame and the landing page (its budget: docs/performance.md). Each screen waits for
 * its chunk and for the screens' texts (i18n.ts) together; `PageFrame` shows `PageLoading` meanwhile.
 */

/** A screen's chunk and the screens' texts, both before its first render. */
function screen<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadScreenTexts()]).then(([module]) => module);
}

/** A screen beyond the shell, loaded on its first visit (or ahead with `preload()`). */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyComponent(() => screen(load()));
}

/** The signed-in player's shell (header, live connection, pushes), read by RootLayout with use(). */
export const signedInShell = onDemand(() =>
  Promise.all([import('./layout/SignedInShell.tsx'), loadScreenTexts()]).then(([shell]) => shell),
);

/** The dashboard's chunk (app/pages/PlayerHome.tsx): its page, and its reads for main.tsx. */
const playerHomeModule = onDemand(() => import('./pages/PlayerHome.tsx'));

/** The dashboard with its companion card (app/pages/PlayerHome.tsx). */
export const PlayerHome = lazyScreen(() => playerHomeModule().then((m) => m.PlayerHome));

/** How long the first render waits for the dashboard's reads once everything else is there. */
const HOME_READS_WAIT_MS = 400;

/**
 * A page load with the session hint fetches the player's shell (and on `/` the dashboard and its
 * reads) while the session is being read (the head start, app/head-start.ts, has usually asked for
 * all of them already); main.tsx renders once they are there, so the first paint is the whole
 * page, not a loading screen, then spinners (each followed by React's 300 ms reveal throttle). A
 * read slower than HOME_READS_WAIT_MS is not waited for: its card shows its spinner meanwhile. A
 * failed load is left to the render to retry. A visitor's first page never downloads them.
 * `served`: the answers the server rendered the dashboard from (protocol/playerHomePage.ts), put
 * into the cache instead of the reads; resolves to whether they parsed (main.tsx then hydrates).
 */
export async function preloadPlayerShell(
  queryClient: QueryClient,
  served?: PlayerHomeAnswers,
): Promise<boolean> {
  const onHome = window.location.pathname === '/';
  const home = onHome
    ? Promise.all([PlayerHome.preload(), playerHomeModule()]).then(([, module]) => {
        if (served) return seeded(() => module.seedPlayerHome(queryClient, served));
        return Promise.race([
          module.prefetchPlayerHome(queryClient),
          new Promise((resolve) => setTimeout(resolve, HOME_READS_WAIT_MS)),
        ]).then(() => false);
      })
    : undefined;
  const [, seededHome] = await Promise.all([signedInShell(), home]).catch(() => [undefined, false]);
  return seededHome === true;
}

/** Whether the server's answers went into the cache: one that does not parse is read again instead. */
function seeded(seed: () => void): boolean {
  try {
    seed();
    return true;
  } catch (error) {
    console.error('The dashboard the server sent could not be used', error);
    return false;
  }
}

export const AdminPanel = lazyScreen(() =>
  import('../features/admin/components/AdminPanel.tsx').then((m) => m.AdminPanel),
);
export const BossBattlesPage = lazyScreen(() =>
  import('./pages/boss-battles/BossBattlesPage.tsx').then((m) => m.BossBattlesPage),
);
export const CharacterSheetPage = lazyScreen(() =>
  import('../features/character/components/CharacterSheetPage.tsx').then((m) => m.CharacterSheetPage),
);
export const ClanHallPage = lazyScreen(() =>
  import('../features/clans/components/ClanHallPage.tsx').then((m) => m.ClanHallPage),
);
export const ClanPage = lazyScreen(() =>
  import('../features/clans/components/ClanPage.tsx').then((m) => m.ClanPage),
);
export const CompanionsPage = lazyScreen(() =>
  import('../features/companions/components/CompanionsPage.tsx').then((m) => m.CompanionsPage),
);
export const HallOfHonorsPage = lazyScreen(() =>
  import('../features/honors/components/HallOfHonorsPage.tsx').then((m) => m.HallOfHonorsPage),
);
export const InventoryPage = lazyScreen(() =>
  import('../features/inventory/components/InventoryPage.tsx').then((m) => m.InventoryPage),
);
export const PartyInvitePage = lazyScreen(() =>
  import('../features/party/components/PartyInvitePage.tsx').then((m) => m.PartyInvitePage),
);
export const ProfilePage = lazyScreen(() =>
  import('../features/profile/components/ProfilePage.tsx').then((m) => m.ProfilePage),
);
export const QuestBoardPage = lazyScreen(() =>
  import('../features/quests/components/QuestBoardPage.tsx').then((m) => m.QuestBoardPage),
);
export const ShopPage = lazyScreen(() =>
  import('../features/shop/components/ShopPage.tsx').then((m) => m.ShopPage),
);
export const TasksPage = lazyScreen(() =>
  import('../features/tasks/components/TasksPage.tsx').then((m) => m.TasksPage),
);

/** The auth screen; opening it fetches its toasts and what the player sees right after signing in. */
export const AuthScreen = lazyScreen(() => {
  preloadToaster();
  void signedInShell();
  void PlayerHome.preload();
  return import('../features/auth/components/AuthScreen.tsx').then((m) => m.AuthScreen);
});
export const ResetPasswordScreen = lazyScreen(() => {
  preloadToaster();
  return import('../features/auth/components/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen);
});
/** Its texts are the shell's (firstDays.contact): a suspended player's way out loads no more. */
export const ContactPage = lazyComponent(() =>
  import('../features/contact/components/ContactPage.tsx').then((m) => m.ContactPage),
);
export const LegalPage = lazyScreen(() =>
  import('../features/legal/components/LegalPage.tsx').then((m) => m.LegalPage),
);
