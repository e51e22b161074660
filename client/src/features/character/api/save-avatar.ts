import { type AvatarRequest, userSchema } from '@protocol/api/user.ts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { useApplyUser } from '@/lib/current-user.ts';
import { errorDescription } from '@/lib/errors.ts';

/**
 * Saves avatar choices. The avatar card calls PATCH /api/user/avatar and the customizer
 * PUT /api/avatar/customize, as the spec's client does; both answer the updated user.
 */
export async function saveAvatar({ via, choices }: { via: 'card' | 'customizer'; choices: AvatarRequest }) {
  const answer =
    via === 'card'
      ? await apiRequest('PATCH', '/api/user/avatar', choices)
      : await apiRequest('PUT', '/api/avatar/customize', choices);
  return userSchema.parse(answer);
}

/** 'Avatar Updated' on success; 'Failed to Update Avatar' with the server's message. */
export function useSaveAvatar() {
  const { t } = useTranslation();
  const apply = useApplyUser();
  return useMutation({
    mutationFn: saveAvatar,
    onSuccess: (user) => {
      apply(user);
      toast({ title: t('avatar.updated'), description: t('avatar.updatedText'), variant: 'success' });
    },
    onError: (error) => {
      toast({ title: t('avatar.failed'), description: errorDescription(t, error), variant: 'destructive' });
    },
  });
}
