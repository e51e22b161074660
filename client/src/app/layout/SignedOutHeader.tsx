import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { buttonClasses } from '@/components/ui/button-classes.ts';
import { Brand } from './Brand.tsx';

const AUTH_PATHS = new Set(['/auth', '/login', '/register']);

/** Visitors see the brand, a language menu and one call to action. */
export function SignedOutHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-night-600/60 bg-night-900">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Brand compact />
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          {AUTH_PATHS.has(pathname) ? null : (
            <Link to="/auth" className={buttonClasses('primary', 'sm', 'whitespace-nowrap')}>
              {t('nav.startAdventure')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
