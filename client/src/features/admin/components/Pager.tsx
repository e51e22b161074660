import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** Previous / 'Page X of Y' / Next. */
export function Pager({
  page,
  pages,
  onPage,
  busy,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('admin.area.users.page', { page, pages })}
      className="flex items-center justify-between gap-3"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('admin.area.users.previous')}</span>
      </Button>
      <p className="text-center text-sm text-mist tabular-nums" aria-live="polite">
        {t('admin.area.users.page', { page, pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        <span className="sr-only sm:not-sr-only">{t('admin.area.users.next')}</span>
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
