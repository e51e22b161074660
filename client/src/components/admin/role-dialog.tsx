import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../../protocol/api/user.ts';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormDialogFooter } from '../ui/form-dialog-footer.tsx';
import { SelectField } from '../ui/select-field.tsx';

/** Change a player's role among user, moderator and admin; the new role must differ from the current one. */
export function RoleDialog({
  username,
  currentRole,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: {
  username: string;
  currentRole: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (role: Role) => void;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(currentRole);
  const unchanged = role === currentRole;

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) setRole(currentRole);
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!unchanged) onSubmit(role);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title={t('admin.dialogs.role.title', { username })}
        description={t('admin.dialogs.role.text', { role: t(`admin.roles.${currentRole}`) })}
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <SelectField
            label={t('admin.dialogs.role.newRole')}
            name="role"
            value={role}
            onChange={(event) => {
              const next = ROLES.find((value) => value === event.target.value);
              if (next) setRole(next);
            }}
            options={ROLES.map((value) => ({ value, label: t(`admin.roles.${value}`) }))}
          />
          {unchanged ? <p className="text-sm text-haze">{t('admin.dialogs.role.sameRole')}</p> : null}
          <FormDialogFooter
            pending={pending}
            onCancel={() => setOpen(false)}
            submitDisabled={unchanged}
            submitLabel={t('admin.dialogs.role.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
