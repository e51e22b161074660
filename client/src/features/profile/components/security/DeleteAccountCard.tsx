import { PASSWORD_MAX, USERNAME_MAX } from '@protocol/limits.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useDeleteAccount } from '@/features/profile/api/account.ts';
import { securityError } from './errors.ts';

/**
 * Delete the account: a dialog that says plainly what goes, and asks for the username typed out
 * and the password. The delete button stays off until the name matches exactly.
 */
export function DeleteAccountCard({ username }: { username: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const matches = typed.trim() === username;
  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      setPassword('');
      setError(undefined);
    }
  };
  return (
    <Card aria-labelledby="security-delete-title" className="border-ember-400/40">
      <CardHeader>
        <CardTitle id="security-delete-title" className="text-lg sm:text-xl">
          {t('security.delete.title')}
        </CardTitle>
        <CardDescription>{t('security.delete.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={reset}>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            {t('security.delete.open')}
          </Button>
          <DialogContent
            title={t('security.delete.dialogTitle')}
            description={t('security.delete.dialogText')}
          >
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!matches || !password) return;
                remove.mutate(password, { onError: (failure) => setError(securityError(t, failure)) });
              }}
            >
              <TextField
                label={t('security.delete.typeName', { username })}
                name="confirmUsername"
                autoComplete="off"
                spellCheck={false}
                maxLength={USERNAME_MAX}
                value={typed}
                error={
                  typed && !matches && typed.length >= username.length
                    ? t('security.delete.nameMismatch')
                    : undefined
                }
                onChange={(event) => setTyped(event.target.value)}
              />
              <PasswordField
                label={t('security.delete.password')}
                name="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX}
                value={password}
                error={error}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="secondary">
                    {t('security.delete.cancel')}
                  </Button>
                </DialogClose>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={!matches || !password || remove.isPending}
                >
                  {remove.isPending ? <Spinner className="size-4" /> : null}
                  {remove.isPending ? t('security.delete.deleting') : t('security.delete.confirm')}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
