import { ShieldHalf } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The admin area's own bar: its name on the left, the screen's controls on the right. */
export function AdminTopBar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-night-600/60 bg-night-900">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <p className="flex items-center gap-2.5 text-ink">
          <span className="flex size-9 items-center justify-center rounded-xl bg-night-700 ring-1 ring-ember-400/50">
            <ShieldHalf className="size-5 text-ember-300" aria-hidden />
          </span>
          <span className="font-display text-lg font-semibold whitespace-nowrap">{t('admin.area.name')}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">{children}</div>
      </div>
    </header>
  );
}
