import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner.tsx';

/** A screen's code on its way (first visit of a lazily loaded screen): a quiet line in the page. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center gap-3 px-4 py-16 text-mist" role="status">
      <Spinner className="size-6 text-gold-300" />
      <span>{t('app.loadingPage')}</span>
    </div>
  );
}
