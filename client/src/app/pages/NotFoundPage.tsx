import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-night-700 text-gold-300 ring-1 ring-gold-400/40">
        <Compass className="size-8" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-widest text-haze uppercase">404</p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-lg text-mist">{t('notFound.message')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        <House className="size-5" aria-hidden />
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
