import type { User } from '@protocol/api/user.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { isLanguage, LANGUAGES } from '@/i18n/i18n.ts';
import { cn } from '@/lib/cn.ts';
import { useLanguageSaved } from '@/lib/player-language.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { timezoneLabel, timezoneOptions } from '../utils/timezones.ts';

const NAME_MAX = 60;

function savedDetails(user: User) {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    timezone: user.timezone,
    language: user.language,
    clanNotifications: user.clanNotifications,
    shareQuestTitles: user.shareQuestTitles,
  };
}

/**
 * First and last name, timezone, language, the clan-news opt-in and whether clan and party may see
 * quest titles (off by default); saving a language also switches the interface.
 */
export function DetailsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const saved = savedDetails(user);
  const [draft, setDraft] = useState(saved);
  const languageSaved = useLanguageSaved();
  const update = useUpdateProfile((_user, changes) => {
    const confirm = (inLanguage: (key: 'profile.details.saved' | 'profile.details.savedText') => string) =>
      toast({
        title: inLanguage('profile.details.saved'),
        description: inLanguage('profile.details.savedText'),
        variant: 'success',
      });
    // A newly chosen language becomes the interface's language at once, and says 'saved' itself.
    if (changes.language) void languageSaved(changes.language, confirm);
    else confirm(t);
  });
  const [zones] = useState(() => timezoneOptions(user.timezone));
  const hintId = useId();
  const dirty =
    draft.firstName.trim() !== saved.firstName ||
    draft.lastName.trim() !== saved.lastName ||
    draft.timezone !== saved.timezone ||
    draft.language !== saved.language ||
    draft.clanNotifications !== saved.clanNotifications ||
    draft.shareQuestTitles !== saved.shareQuestTitles;

  return (
    <Card aria-labelledby="details-title">
      <CardHeader>
        <CardTitle id="details-title" className="text-lg sm:text-xl">
          {t('profile.details.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!dirty) return;
            const language =
              draft.language !== saved.language && isLanguage(draft.language) ? draft.language : undefined;
            update.mutate({
              firstName: draft.firstName.trim() || null,
              lastName: draft.lastName.trim() || null,
              timezone: draft.timezone,
              clanNotifications: draft.clanNotifications,
              shareQuestTitles: draft.shareQuestTitles,
              ...(language ? { language } : {}),
            });
          }}
        >
          <TextField
            label={t('profile.details.firstName')}
            name="firstName"
            autoComplete="given-name"
            maxLength={NAME_MAX}
            value={draft.firstName}
            onChange={(event) => setDraft({ ...draft, firstName: event.target.value })}
          />
          <TextField
            label={t('profile.details.lastName')}
            name="lastName"
            autoComplete="family-name"
            maxLength={NAME_MAX}
            value={draft.lastName}
            onChange={(event) => setDraft({ ...draft, lastName: event.target.value })}
          />
          <TextField
            label={t('profile.details.email')}
            name="email"
            type="email"
            value={user.email}
            readOnly
            hint={t('profile.details.emailHint')}
            className="sm:col-span-2 [&_input]:bg-night-900/40 [&_input]:text-mist"
          />
          <div className="flex flex-col gap-1.5">
            <SelectField
              label={t('profile.details.timezone')}
              name="timezone"
              aria-describedby={`${hintId}-timezone`}
              value={draft.timezone}
              options={zones.map((zone) => ({ value: zone, label: timezoneLabel(zone) }))}
              onChange={(event) => setDraft({ ...draft, timezone: event.target.value })}
            />
            <p id={`${hintId}-timezone`} className="text-xs text-haze">
              {t('profile.details.timezoneHint')}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <SelectField
              label={t('profile.details.language')}
              name="language"
              aria-describedby={`${hintId}-language`}
              value={draft.language}
              options={LANGUAGES.map(({ code, nativeName }) => ({ value: code, label: nativeName }))}
              onChange={(event) => setDraft({ ...draft, language: event.target.value })}
            />
            <p id={`${hintId}-language`} className="text-xs text-haze">
              {t('profile.details.languageHint')}
            </p>
          </div>
          <div className="flex items-start gap-3 sm:col-span-2">
            <input
              id={`${hintId}-clan`}
              type="checkbox"
              name="clanNotifications"
              checked={draft.clanNotifications}
              onChange={(event) => setDraft({ ...draft, clanNotifications: event.target.checked })}
              aria-describedby={`${hintId}-clan-hint`}
              className="mt-1 size-4 shrink-0 accent-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
            />
            <div className="min-w-0">
              <label htmlFor={`${hintId}-clan`} className="text-sm font-medium text-ink">
                {t('profile.details.clanNotifications')}
              </label>
              <p id={`${hintId}-clan-hint`} className="text-xs text-haze">
                {t('profile.details.clanNotificationsHint')}
              </p>
            </div>
          </div>
          <div className="flex items-start gap-3 sm:col-span-2">
            <input
              id={`${hintId}-share`}
              type="checkbox"
              role="switch"
              name="shareQuestTitles"
              checked={draft.shareQuestTitles}
              aria-checked={draft.shareQuestTitles}
              onChange={(event) => setDraft({ ...draft, shareQuestTitles: event.target.checked })}
              aria-describedby={`${hintId}-share-hint`}
              className={cn(
                'relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full border border-night-500 bg-night-800 transition-colors',
                'before:absolute before:top-0.5 before:left-0.5 before:size-3.5 before:rounded-full before:bg-haze before:transition-transform',
                'checked:border-gold-400/70 checked:bg-gold-500/30 checked:before:translate-x-4 checked:before:bg-gold-300',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
              )}
            />
            <div className="min-w-0">
              <label htmlFor={`${hintId}-share`} className="text-sm font-medium text-ink">
                {t('profile.details.shareQuestTitles')}
              </label>
              <p id={`${hintId}-share-hint`} className="text-xs text-haze">
                {t('profile.details.shareQuestTitlesHint')}
              </p>
            </div>
          </div>
          <div className="flex sm:col-span-2 sm:justify-end">
            <Button type="submit" disabled={!dirty || update.isPending} className="w-full sm:w-auto">
              {update.isPending ? <Spinner className="size-4" /> : null}
              {update.isPending ? t('profile.saving') : t('profile.details.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
