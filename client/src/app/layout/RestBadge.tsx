import { Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * While rest mode is on, the header says so for as long as it lasts (not only the 5 s toast of
 * turning it on), and leads to Profile, where it is switched off. On a phone only the moon shows;
 * its name still says 'Resting' first, as the wider pill reads.
 */
export function RestBadge({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/profile"
      aria-label={t('rest.badgeLabel')}
      title={t('rest.badgeLabel')}
      data-testid="rest-badge"
      className="flex min-h-8 min-w-8 items-center justify-center gap-1.5 rounded-full bg-arcane-500/20 px-2 py-1 text-xs font-bold text-arcane-200 ring-1 ring-arcane-400/40 whitespace-nowrap transition-colors hover:bg-arcane-500/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
    >
      <Moon className="size-4" aria-hidden />
      {phone ? null : <span>{t('rest.badge')}</span>}
    </Link>
  );
}
