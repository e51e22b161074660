import { NICKNAME_MAX, NICKNAME_MIN } from '@protocol/limits.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useUpdateNickname } from '../api/update-nickname.ts';

/** The nickname editor: a trimmed value of at least three characters is sent, by Update or Enter. */
export function NicknameCard({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(nickname ?? '');
  const update = useUpdateNickname();
  const trimmed = value.trim();
  const sendable = trimmed.length >= NICKNAME_MIN && trimmed !== (nickname ?? '');
  return (
    <Card aria-labelledby="nickname-title">
      <CardHeader>
        <CardTitle id="nickname-title" className="text-lg sm:text-xl">
          {t('profile.nickname.title')}
        </CardTitle>
        <CardDescription>{t('profile.nickname.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            if (sendable) update.mutate(trimmed);
          }}
        >
          <TextField
            label={t('profile.nickname.label')}
            name="nickname"
            value={value}
            maxLength={NICKNAME_MAX}
            autoComplete="nickname"
            hint={t('profile.nickname.hint')}
            onChange={(event) => setValue(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={!sendable || update.isPending} className="sm:mt-7">
            {update.isPending ? <Spinner className="size-4" /> : null}
            {update.isPending ? t('profile.nickname.updating') : t('profile.nickname.update')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
