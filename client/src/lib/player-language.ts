import { userSchema } from '@protocol/api/user.ts';
import type { Language } from '@protocol/limits.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../components/ui/toast.tsx';
import { changeLanguage, LANGUAGES } from '../i18n/i18n.ts';
import { apiRequest } from './api.ts';
import { useApplyUser } from './current-user.ts';
import { queryKeys } from './query-keys.ts';

/**
 * What follows a language saved to the account, from the user menu or the Profile: today's starter
 * quests are read again (the server offers the ones not yet added in the new language), and the
 * confirmation speaks the new language: `confirm` gets its `t` once its texts are in, and is not
 * called if another language was picked meanwhile.
 */
export function useLanguageSaved() {
  const queryClient = useQueryClient();
  return async (language: Language, confirm: (t: TFunction) => void) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.starterQuests });
    // Already under way (the menu switched at once): this waits for the same texts.
    await changeLanguage(language);
    if (i18next.resolvedLanguage !== language) return;
    confirm(i18next.getFixedT(language));
  };
}

/**
 * Keeps a signed-in player's stored language (mails, reminders, the companion's starter quests) the
 * one they read: a language picked in the user menu is saved to the account too, as the Profile's
 * language field does, and confirmed in that language. The interface has already switched; a failed
 * save says so calmly, and the Profile still shows the stored language to save it again.
 */
export function useSavePlayerLanguage(stored: string) {
  const { t } = useTranslation();
  const apply = useApplyUser();
  const saved = useLanguageSaved();
  const save = useMutation({
    mutationFn: async (language: Language) =>
      userSchema.parse(await apiRequest('PATCH', '/api/user', { language })),
    onSuccess: (user, language) => {
      apply(user);
      void saved(language, (inNew) =>
        toast({
          title: inNew('firstDays.languageSave.savedTitle', {
            language: LANGUAGES.find((known) => known.code === language)?.nativeName ?? language,
          }),
          description: inNew('firstDays.languageSave.savedText'),
          variant: 'success',
        }),
      );
    },
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
