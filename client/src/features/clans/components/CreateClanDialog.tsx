import { CLAN_DESCRIPTION_MAX, CLAN_NAME_MAX, CLAN_TAG_MAX } from '@protocol/api/clans.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useFormDialog } from '@/lib/use-form-dialog.ts';
import { useCreateClan } from '../api/membership.ts';
import { describeClanError } from '../utils/clan-errors.ts';

/** The tag as the clan will carry it: capitals, at most five characters (spec 001 section 5). */
export const normalizeTag = (tag: string) => tag.trim().toUpperCase().slice(0, CLAN_TAG_MAX);

interface CreateClanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Create Clan: name, tag and an optional description. A blank name or tag (after trimming) gives the
 * notice 'Missing Information'; the founder lands on the new clan's page.
 */
export function CreateClanDialog({ open, onOpenChange }: CreateClanDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateClan();
  const form = useFormDialog({
    initial: { name: '', tag: '', description: '' },
    onOpenChange,
    pending: create.isPending,
  });
  const { name, tag, description } = form.values;

  const submit = form.onSubmit(() => {
    if (create.isPending) return;
    const input = { name: name.trim(), tag: normalizeTag(tag), description: description.trim() || null };
    if (!input.name || !input.tag) {
      toast({ title: t('clans.missingTitle'), description: t('clans.missingText'), variant: 'destructive' });
      return;
    }
    create.mutate(input, {
      onSuccess: (clan) => {
        toast({
          title: t('clans.created'),
          description: t('clans.createdText', { name: clan.name }),
          variant: 'success',
        });
        form.close();
        void navigate(`/clans/${clan.id}`);
      },
      onError: (error) =>
        toast({
          title: t('clans.createFailed'),
          description: describeClanError(t, error),
          variant: 'destructive',
        }),
    });
  });

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent title={t('clans.create.title')} description={t('clans.create.text')}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('clans.create.name')}
            name="clanName"
            value={name}
            onChange={(event) => form.setValue('name', event.target.value)}
            placeholder={t('clans.create.namePlaceholder')}
            maxLength={CLAN_NAME_MAX}
            autoComplete="off"
            required
          />
          <TextField
            label={t('clans.create.tag')}
            name="clanTag"
            value={tag}
            // Capitals as they are typed: what the player sees is what the clan will carry.
            onChange={(event) => form.setValue('tag', event.target.value.toUpperCase())}
            placeholder={t('clans.create.tagPlaceholder')}
            hint={t('clans.create.tagHint')}
            maxLength={CLAN_TAG_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <TextAreaField
            label={t('clans.create.description')}
            name="clanDescription"
            value={description}
            onChange={(event) => form.setValue('description', event.target.value)}
            placeholder={t('clans.create.descriptionPlaceholder')}
            maxLength={CLAN_DESCRIPTION_MAX}
          />
          <DialogFooter className="mt-2">
            <Button variant="secondary" onClick={form.close} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
              {create.isPending ? <Spinner className="size-4" /> : null}
              {create.isPending ? t('clans.create.creating') : t('clans.create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
