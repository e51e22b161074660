import { Swords } from 'lucide-react';
import { useBossText } from '../../../i18n/boss-screen/boss-text.ts';

/** 'Your Power': the base of every hit (floor(power x the quest's multiplier)). */
export function PowerCard({ power }: { power: number }) {
  const { t, number } = useBossText();
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-2xl border border-gold-400/30 bg-gold-400/10 px-4 py-2.5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
        <Swords className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-gold-200 uppercase">{t('yourPower')}</p>
        <p className="font-display text-2xl leading-tight font-semibold text-ink tabular-nums">
          {number(power)}
        </p>
        <p className="text-xs text-haze">{t('powerHint')}</p>
      </div>
    </div>
  );
}
