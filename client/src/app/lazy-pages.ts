import { lazy } from 'react';

/**
 * Screens loaded on their first visit, each in its own chunk: the first page needs only the shell,
 * the auth screen, the landing page or the dashboard. `RootLayout` shows `PageLoading` meanwhile.
 */
export const AdminPanel = lazy(() =>
  import('../features/admin-panel/components/AdminPanel.tsx').then((m) => ({ default: m.AdminPanel })),
);
export const ResetPasswordScreen = lazy(() =>
  import('../features/auth/components/ResetPasswordScreen.tsx').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
export const BossBattlesPage = lazy(() =>
  import('./pages/boss-battles/BossBattlesPage.tsx').then((m) => ({ default: m.BossBattlesPage })),
);
export const CharacterSheetPage = lazy(() =>
  import('../features/character/components/CharacterSheetPage.tsx').then((m) => ({
    default: m.CharacterSheetPage,
  })),
);
export const ClanHallPage = lazy(() =>
  import('../features/clans/components/ClanHallPage.tsx').then((m) => ({ default: m.ClanHallPage })),
);
export const ClanPage = lazy(() =>
  import('../features/clans/components/ClanPage.tsx').then((m) => ({ default: m.ClanPage })),
);
export const CompanionsPage = lazy(() =>
  import('../features/companions/components/CompanionsPage.tsx').then((m) => ({ default: m.CompanionsPage })),
);
export const HallOfHonorsPage = lazy(() =>
  import('../features/honors/components/HallOfHonorsPage.tsx').then((m) => ({ default: m.HallOfHonorsPage })),
);
export const InventoryPage = lazy(() =>
  import('../features/inventory/components/InventoryPage.tsx').then((m) => ({ default: m.InventoryPage })),
);
export const LegalPage = lazy(() =>
  import('../features/legal/components/LegalPage.tsx').then((m) => ({ default: m.LegalPage })),
);
export const ProfilePage = lazy(() =>
  import('../features/profile/components/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })),
);
export const QuestBoardPage = lazy(() =>
  import('../features/quests/components/QuestBoardPage.tsx').then((m) => ({ default: m.QuestBoardPage })),
);
export const ShopPage = lazy(() =>
  import('../features/shop/components/ShopPage.tsx').then((m) => ({ default: m.ShopPage })),
);
export const TasksPage = lazy(() =>
  import('../features/tasks/components/TasksPage.tsx').then((m) => ({ default: m.TasksPage })),
);
