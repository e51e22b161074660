import { ROLES, type Role } from '@protocol/api/user.ts';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '@/lib/use-form-dialog.ts';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormDialogFooter } from '../ui/form-dialog-footer.tsx';
import { SelectField } from '../ui/select-field.tsx';
import type { UserActionDialogProps } from './user-action-dialog.ts';

/** Change a player's role among user, moderator and admin; the new role must differ from the current one. */
export function RoleDialog({
  username,
  currentRole,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: UserActionDialogProps<Role> & { currentRole: Role }) {
  const { t } = useTranslation();
  const form = useFormDialog<{ role: Role }>({ initial: { role: currentRole }, onOpenChange, pending });
  const { role } = form.values;
  const unchanged = role === currentRole;

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent
        title={t('admin.dialogs.role.title', { username })}
        description={t('admin.dialogs.role.text', { role: t(`admin.roles.${currentRole}`) })}
      >
        <form
          onSubmit={form.onSubmit(() => {
            if (!unchanged) onSubmit(role);
          })}
          noValidate
          className="flex flex-col gap-4"
        >
          <SelectField
            label={t('admin.dialogs.role.newRole')}
            name="role"
            value={role}
            onChange={(event) => {
              const next = ROLES.find((value) => value === event.target.value);
              if (next) form.setValue('role', next);
            }}
            options={ROLES.map((value) => ({ value, label: t(`admin.roles.${value}`) }))}
          />
          {unchanged ? <p className="text-sm text-haze">{t('admin.dialogs.role.sameRole')}</p> : null}
          <FormDialogFooter
            pending={pending}
            onCancel={form.close}
            submitDisabled={unchanged}
            submitLabel={t('admin.dialogs.role.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
