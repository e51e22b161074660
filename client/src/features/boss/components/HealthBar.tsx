import { useBossText } from '@/i18n/boss-screen/boss-text.ts';

/**
 * The boss's health as a progress bar with its figures (current/max). The fill glides to each new
 * value (0.7 s, ease-out) and never flashes; with reduced motion it simply moves.
 */
export function HealthBar({ current, max, bossName }: { current: number; max: number; bossName: string }) {
  const { t, number } = useBossText();
  const percent = max > 0 ? Math.max(0, Math.min(100, (current / max) * 100)) : 0;
  const figures = `${number(current)}/${number(max)}`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-mist">{t('health')}</span>
        <span className="font-semibold text-ink tabular-nums" data-testid="boss-health">
          {figures}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('bossHealth', { boss: bossName })}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={current}
        aria-valuetext={figures}
        className="h-4 w-full overflow-hidden rounded-full bg-night-950/80 ring-1 ring-night-600"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-ember-400 to-gold-400 transition-[width] duration-700 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
