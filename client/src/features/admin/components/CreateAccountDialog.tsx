import { ADMIN_ROLES, createAdminAccountSchema } from '@protocol/api/admin.ts';
import { useTranslation } from 'react-i18next';
import { NewCredentialsFields } from '@/components/new-credentials-fields.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useFormDialog } from '@/lib/use-form-dialog.ts';
import { useCreateAdminAccount } from '../api/accounts.ts';
import { adminCredentialTexts, credentialErrors } from '../credential-errors.ts';

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
  const form = useFormDialog<{ username: string; password: string; role: AdminRole }>({
    initial: { username: '', password: '', role: 'moderator' },
    onOpenChange,
    pending: create.isPending,
  });
  const { username, password, role } = form.values;

  const handleSubmit = form.onSubmit((values) => {
    const parsed = createAdminAccountSchema.safeParse(values);
    if (!parsed.success) {
      form.setErrors(
        credentialErrors(parsed.error.issues, {
          username: t('admin.area.setup.usernameInvalid'),
          password: t('admin.area.setup.passwordInvalid'),
        }),
      );
      return;
    }
    form.setErrors({});
    create.mutate(parsed.data, { onSuccess: form.close });
  });

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent
        title={t('admin.area.accounts.createTitle')}
        description={t('admin.area.accounts.createText')}
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <NewCredentialsFields
            username={username}
            password={password}
            onUsernameChange={(value) => form.setValue('username', value)}
            onPasswordChange={(value) => form.setValue('password', value)}
            errors={form.errors}
            usernameAutoComplete="off"
            texts={adminCredentialTexts(t)}
          />
          <SelectField
            label={t('admin.area.accounts.role')}
            name="role"
            value={role}
            onChange={(event) =>
              form.setValue('role', ADMIN_ROLES.find((r) => r === event.target.value) ?? 'moderator')
            }
            options={ADMIN_ROLES.map((value) => ({ value, label: t(`admin.roles.${value}`) }))}
          />
          <FormDialogFooter
            pending={create.isPending}
            onCancel={form.close}
            submitLabel={
              create.isPending ? t('admin.area.accounts.creating') : t('admin.area.accounts.create')
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
