import { PARTY_NAME_MAX } from '@protocol/api/parties.ts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { describeError, useBossText } from '@/i18n/boss-screen/boss-text.ts';
import { useFormDialog } from '@/lib/use-form-dialog.ts';
import { useCreateParty } from '../api/create-party.ts';

interface CreatePartyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

/**
 * 'Create Party': a name, Cancel and Create. Create is disabled while the name is empty or the call
 * is pending, and reads '...' meanwhile (spec 001 sections 2 and 5). Built on Radix's dialog directly
 * so that every word, the close button's label included, follows the screen's own language.
 */
export function CreatePartyDialog({ open, onOpenChange, onCreated }: CreatePartyDialogProps) {
  const text = useBossText();
  const { t, language } = text;
  const form = useFormDialog({ initial: { name: '' }, onOpenChange });
  const { name } = form.values;
  const input = useRef<HTMLInputElement>(null);
  const create = useCreateParty();
  const trimmed = name.trim();

  const submit = form.onSubmit(() => {
    if (!trimmed || create.isPending) return;
    create.mutate(trimmed, {
      onSuccess: () => {
        toast({ title: t('partyCreated'), variant: 'success' });
        form.close();
        onCreated();
      },
      onError: (error) =>
        toast({ title: t('createFailed'), description: describeError(text, error), variant: 'destructive' }),
    });
  });

  return (
    <Dialog.Root open={open} onOpenChange={form.setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night-950/75 backdrop-blur-sm" />
        <Dialog.Content
          lang={language}
          // Straight to the name field (the close button comes first in the reading order).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex [word-break:auto-phrase] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-dialog-in flex-col overflow-y-auto rounded-2xl border border-night-600 bg-night-850 p-5 text-ink shadow-2xl shadow-black/60 focus:outline-none sm:p-6"
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-xl font-semibold sm:text-2xl">
                {t('createParty')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-mist">
                {t('createDialogText')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('close')}
              className="-mt-1 -mr-1 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-haze hover:bg-night-700 hover:text-ink focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <form onSubmit={submit} className="mt-5" noValidate>
            <TextField
              ref={input}
              label={t('partyName')}
              name="partyName"
              value={name}
              onChange={(event) => form.setValue('name', event.target.value)}
              placeholder={t('partyNamePlaceholder')}
              maxLength={PARTY_NAME_MAX}
              autoComplete="off"
              required
            />
            <DialogFooter>
              <Dialog.Close asChild>
                <Button variant="secondary">{t('cancel')}</Button>
              </Dialog.Close>
              <Button
                type="submit"
                disabled={!trimmed || create.isPending}
                aria-busy={create.isPending || undefined}
              >
                {create.isPending ? t('pending') : t('create')}
              </Button>
            </DialogFooter>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
