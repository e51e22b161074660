import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/** A quiet spinner while a list loads. */
export function LoadingBlock({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    // A caller's className brings its own padding: two padding classes would be settled by the
    // stylesheet's order, not by the caller.
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 text-mist', className ?? 'py-12')}
    >
      <Spinner className="size-6 text-gold-300" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** A list could not load: say so calmly and offer a retry. */
export function LoadFailed({
  onRetry,
  retrying,
  className,
}: {
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-ember-400/40 bg-ember-900/30 px-4 py-6 text-center',
        className,
      )}
    >
      <p className="text-mist">{t('common.loadFailed')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : <RefreshCw className="size-4" aria-hidden />}
        {t('common.retry')}
      </Button>
    </div>
  );
}
