import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

/** Shown when the built-in offline companion answered (the answers' `source`), so nobody mistakes it for an AI. */
export function OfflineBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="neutral" title={t('ai.offlineHint')} data-testid="ai-offline">
      <WifiOff className="size-3" aria-hidden />
      {t('ai.offline')}
      <span className="sr-only">: {t('ai.offlineHint')}</span>
    </Badge>
  );
}
