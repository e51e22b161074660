import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../protocol/api/user.ts';
import { HeroCard } from './HeroCard.tsx';
import { QuickActionsCard } from './QuickActionsCard.tsx';

/** The Adventure Hall: who you are, how far you have come, where to go next. */
export function DashboardPage({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('nav.home')} · ${t('app.name')}`}</title>
      <HeroCard user={user} />
      <QuickActionsCard />
    </div>
  );
}
