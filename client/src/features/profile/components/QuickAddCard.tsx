import type { User } from '@protocol/api/user.ts';
import { Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';

/**
 * The quick add's reading of the line (DESIGN section 13): one switch, saved at once. Off, the
 * dashboard's, the Quest Board's and the Tasks screen's quick adds add a line exactly as typed.
 */
export function QuickAddCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateProfile((saved) => {
    toast({ title: saved.quickAddParsing ? t('profile.quickAdd.on') : t('profile.quickAdd.off') });
  });
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-lg sm:text-xl">
          <Zap className="size-5 text-gold-300" aria-hidden />
          {t('profile.quickAdd.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          <input
            id={`${id}-switch`}
            type="checkbox"
            role="switch"
            aria-checked={user.quickAddParsing}
            name="quickAddParsing"
            checked={user.quickAddParsing}
            // Not disabled while saving: a disabled control drops the keyboard focus to <body>.
            aria-disabled={update.isPending || undefined}
            aria-describedby={`${id}-text`}
            onChange={(event) => {
              if (!update.isPending) update.mutate({ quickAddParsing: event.target.checked });
            }}
            className="size-5 shrink-0 accent-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
          />
          <label htmlFor={`${id}-switch`} className="text-sm font-medium text-ink">
            {t('profile.quickAdd.label')}
          </label>
        </div>
        <p id={`${id}-text`} className="text-sm text-mist">
          {t('profile.quickAdd.text')}
        </p>
      </CardContent>
    </Card>
  );
}
