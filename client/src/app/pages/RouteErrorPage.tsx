import { House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Last resort when a screen throws while rendering: log it, keep the player oriented. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
      <h1 className="text-3xl font-semibold">{t('errorPage.title')}</h1>
      <p className="max-w-md text-mist">{t('errorPage.text')}</p>
      {/* A full load, so the app starts clean. */}
      <a href="/" className={buttonClasses('primary', 'lg')}>
        <House className="size-5" aria-hidden />
        {t('notFound.backHome')}
      </a>
    </div>
  );
}
