import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes.ts';
import { Spinner } from '@/components/ui/spinner.tsx';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center" role="status">
      <Spinner className="size-10 text-gold-300" />
      <p className="font-display text-lg text-mist">{t('app.loadingWorkspace')}</p>
    </div>
  );
}

/** The session could not be read (server down, network gone): say so and offer a retry. */
export function SessionErrorScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{t('app.loadFailedTitle')}</h1>
      <p className="max-w-md text-mist">{t('app.loadFailedText')}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses()}>
        {retrying ? <Spinner /> : <RefreshCw className="size-4" aria-hidden />}
        {t('app.retry')}
      </button>
    </div>
  );
}
