import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn.ts';

/** `bottomSpace`, `sideSpace`: room kept for the fixed pieces over the page (page-room.ts). */
export function Footer({
  bottomSpace,
  sideSpace,
}: {
  bottomSpace?: string | undefined;
  sideSpace?: string | undefined;
}) {
  const { t } = useTranslation();
  const links = [
    { to: '/impressum', label: t('footer.impressum') },
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/terms', label: t('footer.terms') },
    { to: '/disclaimer', label: t('footer.disclaimer') },
    { to: '/contact', label: t('firstDays.contact.footer') },
  ];
  return (
    <footer className={cn('mt-auto border-t border-night-600/60 bg-night-950/60', bottomSpace, sideSpace)}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-haze sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          {t('footer.copyright', { year: new Date().getFullYear() })} · {t('footer.madeIn')}
        </p>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="rounded underline-offset-4 hover:text-gold-200 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
