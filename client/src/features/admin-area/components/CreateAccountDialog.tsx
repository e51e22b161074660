import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, createAdminAccountSchema } from '../../../../../protocol/api/admin.ts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCreateAdminAccount } from '../api/accounts.ts';
import { type CredentialErrors, credentialErrors } from '../credential-errors.ts';
import { NewCredentialsFields } from './NewCredentialsFields.tsx';

type AdminRole = (typeof ADMIN_ROLES)[number];

/** A new admin-area account: username, password and role (moderator by default, spec section 6). */
export function CreateAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAdminAccount();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('moderator');
  const [errors, setErrors] = useState<CredentialErrors>({});

  function setOpen(next: boolean) {
    if (create.isPending) return;
    if (!next) {
      setUsername('');
      setPassword('');
      setRole('moderator');
      setErrors({});
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createAdminAccountSchema.safeParse({ username, password, role });
    if (!parsed.success) {
      setErrors(
        credentialErrors(parsed.error.issues, {
          username: t('admin.area.setup.usernameInvalid'),
          password: t('admin.area.setup.passwordInvalid'),
        }),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title={t('admin.area.accounts.createTitle')}
        description={t('admin.area.accounts.createText')}
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <NewCredentialsFields
            username={username}
            password={password}
            onUsernameChange={setUsername}
            onPasswordChange={setPassword}
            errors={errors}
            usernameAutoComplete="off"
          />
          <SelectField
            label={t('admin.area.accounts.role')}
            name="role"
            value={role}
            onChange={(event) => setRole(ADMIN_ROLES.find((r) => r === event.target.value) ?? 'moderator')}
            options={ADMIN_ROLES.map((value) => ({ value, label: t(`admin.roles.${value}`) }))}
          />
          <FormDialogFooter
            pending={create.isPending}
            onCancel={() => setOpen(false)}
            submitLabel={
              create.isPending ? t('admin.area.accounts.creating') : t('admin.area.accounts.create')
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
