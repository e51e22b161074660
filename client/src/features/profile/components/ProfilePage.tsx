import type { User } from '@protocol/api/user.ts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { abilitiesOf } from '@/lib/abilities.ts';
import { ProfileTab } from './ProfileTab.tsx';
import { SecurityTab } from './security/SecurityTab.tsx';

interface ProfileSection {
  value: string;
  label: (t: TFunction) => string;
  render: (user: User) => ReactNode;
  /** Who sees the tab (everyone when absent). */
  visibleTo?: (user: User) => boolean;
  /** Opens first for those who see it (the spec's admin tab is the admins' default). */
  preferred?: boolean;
}

/**
 * The sections of /profile, in order. A new tab is one more line here. The admin tab's content is
 * the Admin Panel, handed in by the app (features do not import each other).
 */
const sectionsFor = (adminPanel: ReactNode): readonly ProfileSection[] => [
  { value: 'profile', label: (t) => t('profile.tabs.profile'), render: (user) => <ProfileTab user={user} /> },
  {
    value: 'security',
    label: (t) => t('profile.tabs.security'),
    render: (user) => <SecurityTab user={user} />,
  },
  {
    value: 'admin',
    label: (t) => t('profile.tabs.admin'),
    render: () => adminPanel,
    // Spec: only role admin sees the admin tab, and it opens first for them.
    visibleTo: (user) => abilitiesOf(user).useAdminPanel && Boolean(adminPanel),
    preferred: true,
  },
];

/** /profile: Profile Settings. The tab list shows only when the player has more than one section. */
export function ProfilePage({ user, adminPanel }: { user: User; adminPanel?: ReactNode }) {
  const { t } = useTranslation();
  const sections = sectionsFor(adminPanel).filter((section) => section.visibleTo?.(user) ?? true);
  const first = sections.find((section) => section.preferred) ?? sections[0];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('profile.pageTitle')} · ${t('app.name')}`}</title>
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl">
          {t('profile.title')}
        </h1>
        <p className="mt-1 text-mist">{t('profile.subtitle')}</p>
      </div>
      {sections.length > 1 ? (
        <Tabs defaultValue={first?.value}>
          <TabsList aria-label={t('profile.tabsLabel')} className="sm:w-auto sm:self-start">
            {sections.map((section) => (
              <TabsTrigger key={section.value} value={section.value} className="sm:px-6">
                {section.label(t)}
              </TabsTrigger>
            ))}
          </TabsList>
          {sections.map((section) => (
            <TabsContent key={section.value} value={section.value}>
              {section.render(user)}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        first?.render(user)
      )}
    </div>
  );
}
