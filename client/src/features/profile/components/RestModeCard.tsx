import type { User } from '@protocol/api/user.ts';
import { Moon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';

/**
 * Rest mode (DESIGN 11): one switch, saved at once, with a kind word on what it does. While it is
 * on the boss never strikes back; progress is never taken away either way.
 */
export function RestModeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateProfile((saved) => {
    toast({ title: saved.resting ? t('rest.on') : t('rest.off') });
  });
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-lg sm:text-xl">
          <Moon className="size-5 text-arcane-300" aria-hidden />
          {t('rest.title')}
        </CardTitle>
        <CardDescription id={`${id}-text`}>{t('rest.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center gap-3">
          <input
            id={`${id}-switch`}
            type="checkbox"
            role="switch"
            aria-checked={user.resting}
            name="resting"
            checked={user.resting}
            disabled={update.isPending}
            aria-describedby={`${id}-text`}
            onChange={(event) => update.mutate({ resting: event.target.checked })}
            className="size-5 shrink-0 accent-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
          />
          <label htmlFor={`${id}-switch`} className="text-sm font-medium text-ink">
            {t('rest.label')}
          </label>
        </div>
      </CardContent>
    </Card>
  );
}
