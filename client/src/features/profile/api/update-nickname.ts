import { userSchema } from '@protocol/api/user.ts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { useApplyUser } from '@/lib/current-user.ts';
import { errorDescription } from '@/lib/errors.ts';

export async function updateNickname(nickname: string) {
  return userSchema.parse(await apiRequest('PATCH', '/api/user/nickname', { nickname }));
}

/** 'Nickname updated successfully!' or 'Failed to update nickname' with the server's message. */
export function useUpdateNickname() {
  const { t } = useTranslation();
  const apply = useApplyUser();
  return useMutation({
    mutationFn: updateNickname,
    onSuccess: (user) => {
      apply(user);
      toast({ title: t('profile.nickname.success'), variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: t('profile.nickname.failed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
  });
}
