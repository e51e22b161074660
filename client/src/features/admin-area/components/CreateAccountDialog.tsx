import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, createAdminAccountSchema } from '../../../../../protocol/api/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateAdminAccount } from '../api/accounts.ts';

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
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

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
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        username: fields.has('username') ? t('admin.area.setup.usernameInvalid') : undefined,
        password: fields.has('password') ? t('admin.area.setup.passwordInvalid') : undefined,
      });
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
          <TextField
            label={t('admin.area.login.username')}
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            hint={t('admin.area.setup.usernameHint')}
            error={errors.username}
          />
          <PasswordField
            label={t('admin.area.login.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t('admin.area.setup.passwordHint')}
            error={errors.password}
          />
          <SelectField
            label={t('admin.area.accounts.role')}
            name="role"
            value={role}
            onChange={(event) => setRole(ADMIN_ROLES.find((r) => r === event.target.value) ?? 'moderator')}
            options={ADMIN_ROLES.map((value) => ({ value, label: t(`admin.roles.${value}`) }))}
          />
          <DialogFooter className="mt-2">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner className="size-4" /> : null}
              {create.isPending ? t('admin.area.accounts.creating') : t('admin.area.accounts.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
