import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toast.tsx';
import { errorDescription } from '@/lib/errors.ts';

/**
 * An admin action failed: a toast titled 'Error' naming what failed (spec section 8), followed by
 * the server's reason when it gave one (for example 'User not found').
 */
export function adminFailureToast(t: TFunction, failure: string, error: unknown): void {
  const message = errorDescription(t, error);
  toast({
    title: t('admin.notices.errorTitle'),
    description: message ? t('admin.notices.failedWith', { failure, message }) : failure,
    variant: 'destructive',
  });
}
