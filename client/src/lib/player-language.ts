import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userSchema } from '../../../protocol/api/user.ts';
import type { Language } from '../../../protocol/limits.ts';
import { toast } from '../components/ui/toast.tsx';
import { apiRequest } from './api.ts';
import { useApplyUser } from './current-user.ts';

/**
 * Keeps a signed-in player's stored language (mails, reminders, the companion's starter quests) the
 * one they read: a language picked in the user menu is saved to the account too, as the Profile's
 * language field does. The interface has already switched; a failed save says so calmly, and the
 * Profile still shows the stored language to save it again.
 */
export function useSavePlayerLanguage(stored: string) {
  const { t } = useTranslation();
  const apply = useApplyUser();
  const save = useMutation({
    mutationFn: async (language: Language) =>
      userSchema.parse(await apiRequest('PATCH', '/api/user', { language })),
    onSuccess: apply,
    onError: () =>
      toast({
        title: t('firstDays.languageSave.failedTitle'),
        description: t('firstDays.languageSave.failedText'),
      }),
  });
  return (language: Language) => {
    if (language !== stored) save.mutate(language);
  };
}
