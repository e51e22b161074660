import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Notice } from '../ui/notice.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** Spec section 8: 'Error' / 'Failed to load admin data', with a way to try again. */
export function AdminLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error" title={t('admin.notices.errorTitle')}>
      <p>{t('admin.notices.area.loadFailed')}</p>
      <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : <RefreshCw className="size-4" aria-hidden />}
        {t('common.retry')}
      </Button>
    </Notice>
  );
}
