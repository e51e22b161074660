import type { Item } from '@protocol/api/items.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatNumber } from '@/lib/format.ts';
import { itemText } from '@/lib/item-text.ts';
import { usePurchaseItem } from '../api/purchase-item.ts';

/** Confirm, then 'Purchasing...' while the server answers; closes on success, stays open on failure. */
export function PurchaseDialog({
  item,
  gold,
  onClose,
}: {
  item: Item | null;
  gold: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const purchase = usePurchaseItem();
  const name = item ? itemText(item, i18n.language).name : '';
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !purchase.isPending) onClose();
      }}
    >
      {item ? (
        <DialogContent
          title={t('shop.confirmTitle', { name })}
          description={t('shop.confirmText', {
            name,
            price: formatNumber(item.price),
            left: formatNumber(Math.max(0, gold - item.price)),
          })}
        >
          <DialogFooter className="mt-0">
            <Button variant="secondary" onClick={onClose} disabled={purchase.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={purchase.isPending}
              onClick={() => purchase.mutate(item, { onSuccess: onClose })}
            >
              {purchase.isPending ? <Spinner className="size-4" /> : null}
              {purchase.isPending ? t('shop.purchasing') : t('shop.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
