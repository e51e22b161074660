import type { User } from '@protocol/api/user.ts';
import { useTranslation } from 'react-i18next';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { EmailCard } from './EmailCard.tsx';
import { ExportCard } from './ExportCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

/** Profile > Security: your account is yours (DESIGN section 12). */
export function SecurityTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-mist">{t('security.intro')}</p>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <PasswordCard />
          <EmailCard user={user} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <SessionsCard />
          <ExportCard />
          <DeleteAccountCard username={user.username} />
        </div>
      </div>
    </div>
  );
}
