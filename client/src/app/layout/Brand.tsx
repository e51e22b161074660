import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn.ts';

/**
 * The product's mark; links home. `compact` hides the name on small screens; `fit` shows it only
 * while it fits whole in the width the brand is given (a phone's bar beside a focus timer at 320 px).
 */
export function Brand({ compact = false, fit = false }: { compact?: boolean; fit?: boolean }) {
  const { t } = useTranslation();
  const name = (
    <span
      className={cn(
        'font-display text-base font-semibold whitespace-nowrap sm:text-lg',
        compact && 'hidden sm:inline',
      )}
    >
      {t('app.name')}
    </span>
  );
  return (
    <Link
      to="/"
      aria-label={t('app.homeLink')}
      className={cn(
        'flex items-center gap-2.5 rounded-lg py-1 pr-1 text-ink hover:text-gold-200',
        fit ? 'min-w-0' : 'shrink-0',
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-night-700 ring-1 ring-gold-400/50">
        <Shield className="size-5 text-gold-300" aria-hidden />
      </span>
      {fit ? (
        // A wrapping row one line high: an empty first item holds the line, and a name wider than
        // the room left wraps onto the second line, out of sight, instead of being cut off.
        <span className="flex h-7 min-w-0 flex-wrap items-center overflow-hidden">
          <span className="h-7 w-0" />
          {name}
        </span>
      ) : (
        name
      )}
    </Link>
  );
}
