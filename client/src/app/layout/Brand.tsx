import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn.ts';

/** The product's mark; links home. `compact` hides the name on small screens. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('app.homeLink')}
      className="flex shrink-0 items-center gap-2.5 rounded-lg py-1 pr-1 text-ink hover:text-gold-200"
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-night-700 ring-1 ring-gold-400/50">
        <Shield className="size-5 text-gold-300" aria-hidden />
      </span>
      <span
        className={cn(
          'font-display text-base font-semibold whitespace-nowrap sm:text-lg',
          compact && 'hidden sm:inline',
        )}
      >
        {t('app.name')}
      </span>
    </Link>
  );
}
