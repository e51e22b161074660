import type { FeatureFlag } from '@protocol/api/admin.ts';
import { Switch } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed.tsx';
import { LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { useFeatureFlags, useUpdateFeatureFlag } from '../api/feature-flags.ts';

/** The flags the product knows, described in the interface language; others show the server's text. */
const KNOWN_FLAGS: Record<string, 'aiCompanion' | 'partyChat'> = {
  'ai-companion': 'aiCompanion',
  'party-chat': 'partyChat',
};

/** Feature Flags: each flag switched on or off, and its rollout percentage (0 to 100). */
export function FeatureFlagsTab() {
  const { t } = useTranslation();
  const flags = useFeatureFlags(true);
  return (
    <Card aria-labelledby="admin-flags-title">
      <CardContent className="flex flex-col gap-4">
        <div>
          <h2 id="admin-flags-title" className="text-xl font-semibold text-ink">
            {t('admin.area.flags.title')}
          </h2>
          <p className="mt-1 text-sm text-mist">{t('admin.area.flags.subtitle')}</p>
        </div>
        {flags.isPending ? (
          <LoadingBlock />
        ) : flags.isError ? (
          <AdminLoadFailed onRetry={() => void flags.refetch()} retrying={flags.isFetching} />
        ) : flags.data.length === 0 ? (
          <p className="py-8 text-center text-mist">{t('admin.area.flags.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {flags.data.map((flag) => (
              <FlagRow key={`${flag.name}-${flag.updatedAt}`} flag={flag} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function FlagRow({ flag }: { flag: FeatureFlag }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateFeatureFlag();
  const [rollout, setRollout] = useState(String(flag.rolloutPercentage));
  const [error, setError] = useState<string>();
  const switchId = `flag-${flag.name}`;
  const known = KNOWN_FLAGS[flag.name];
  const description = known ? t(`admin.area.flags.descriptions.${known}`) : flag.description;

  function saveRollout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(rollout);
    if (!rollout.trim() || !Number.isInteger(value) || value < 0 || value > 100) {
      setError(t('admin.area.flags.rolloutInvalid'));
      return;
    }
    setError(undefined);
    update.mutate({ name: flag.name, change: { rolloutPercentage: value } });
  }

  return (
    <li
      aria-label={flag.name}
      className="flex flex-col gap-4 rounded-xl border border-night-600 bg-night-900/60 p-4 lg:flex-row lg:items-start lg:justify-between"
    >
      <div className="min-w-0">
        <p className="font-mono font-semibold break-all text-ink">{flag.name}</p>
        {description ? <p className="mt-1 text-sm text-mist">{description}</p> : null}
        <p className="mt-1 text-xs text-haze">
          {t('admin.area.flags.updated', {
            date: formatDateTime(flag.updatedAt, i18n.resolvedLanguage ?? 'en'),
          })}
        </p>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex items-center gap-3 sm:pt-8">
          <Switch.Root
            id={switchId}
            checked={flag.isEnabled}
            disabled={update.isPending}
            onCheckedChange={(checked) => update.mutate({ name: flag.name, change: { isEnabled: checked } })}
            aria-label={t('admin.area.flags.toggle', { name: flag.name })}
            className="relative h-7 w-12 shrink-0 cursor-pointer rounded-full border border-night-500 bg-night-700 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-verdant-400/60 data-[state=checked]:bg-verdant-900"
          >
            <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-mist transition-transform data-[state=checked]:translate-x-6 data-[state=checked]:bg-verdant-300" />
          </Switch.Root>
          <span className="text-sm font-semibold text-ink" aria-hidden>
            {flag.isEnabled ? t('admin.area.flags.enabled') : t('admin.area.flags.disabled')}
          </span>
        </div>
        <form onSubmit={saveRollout} noValidate className="flex items-start gap-2">
          <TextField
            label={t('admin.area.flags.rollout')}
            name={`rollout-${flag.name}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={rollout}
            onChange={(event) => setRollout(event.target.value)}
            error={error}
            className="w-40"
          />
          <Button type="submit" variant="secondary" className="mt-7" disabled={update.isPending}>
            {update.isPending ? <Spinner className="size-4" /> : null}
            {t('admin.area.flags.save')}
          </Button>
        </form>
      </div>
    </li>
  );
}
