import { type UpdateProfileRequest, type User, userSchema } from '@protocol/api/user.ts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { translateMessage } from '@/i18n/messages.ts';
import { apiRequest } from '@/lib/api.ts';
import { useApplyUser } from '@/lib/current-user.ts';
import { serverMessage } from '@/lib/errors.ts';

export async function updateProfile(changes: UpdateProfileRequest) {
  return userSchema.parse(await apiRequest('PATCH', '/api/user', changes));
}

/**
 * PATCH /api/user. A failure shows 'Error' with the server's message, or 'Failed to update profile'.
 * `onSaved` runs even when the saved user remounts the form (its key follows the saved values).
 */
export function useUpdateProfile(onSaved: (user: User, changes: UpdateProfileRequest) => void) {
  const { t } = useTranslation();
  const apply = useApplyUser();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user, changes) => {
      apply(user);
      onSaved(user, changes);
    },
    onError: (error) => {
      const message = serverMessage(error);
      toast({
        title: t('profile.error'),
        description: message ? translateMessage(t, message) : t('profile.failed'),
        variant: 'destructive',
      });
    },
  });
}
