import { usernameSchema } from '@protocol/api/auth.ts';
import { USERNAME_MAX } from '@protocol/limits.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { translateMessage } from '@/i18n/messages.ts';
import { serverMessage } from '@/lib/errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** The username form: 3 to 20 characters, checked here first; a taken name shows the server's words. */
export function UsernameCard({ username }: { username: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(username);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile((user) =>
    toast({
      title: t('profile.username.saved'),
      description: t('profile.username.savedText', { username: user.username }),
      variant: 'success',
    }),
  );
  const unchanged = value.trim() === username;
  return (
    <Card aria-labelledby="username-title">
      <CardHeader>
        <CardTitle id="username-title" className="text-lg sm:text-xl">
          {t('profile.username.title')}
        </CardTitle>
        <CardDescription>{t('profile.username.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = usernameSchema.safeParse(value);
            if (!parsed.success) {
              setError(translateMessage(t, parsed.error.issues[0]?.message ?? ''));
              return;
            }
            setError(undefined);
            update.mutate(
              { username: parsed.data },
              {
                onError: (failure) => {
                  const message = serverMessage(failure);
                  if (message) setError(translateMessage(t, message));
                },
              },
            );
          }}
        >
          <TextField
            label={t('profile.username.label')}
            name="username"
            value={value}
            maxLength={USERNAME_MAX}
            autoComplete="username"
            error={error}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={unchanged || update.isPending} className="sm:mt-7">
            {update.isPending ? <Spinner className="size-4" /> : null}
            {update.isPending ? t('profile.saving') : t('profile.username.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
