import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';

/**
 * Shown when the built-in companion answered (the answers' `source` 'offline'), so nobody mistakes it
 * for an AI service, nor for a network fault: it names what answered.
 */
export function OfflineBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="neutral" title={t('ai.offlineHint')} data-testid="ai-offline">
      <Bot className="size-3" aria-hidden />
      {t('ai.offline')}
      <span className="sr-only">: {t('ai.offlineHint')}</span>
    </Badge>
  );
}
