import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnlockedAchievement } from '../../../protocol/api/achievements.ts';
import type { User } from '../../../protocol/api/user.ts';
import { announceAchievement } from './achievement-toasts.ts';
import { currentUserQueryKey, setCurrentUser } from './current-user.ts';
import { queryKeys } from './query-keys.ts';

/**
 * What every completion does with the server's answer: the header's gold, XP and level change at
 * once (the answer's user goes into the session cache), the lists that depend on progress are
 * refreshed, and each unlocked achievement gets its own calm toast, after the one on screen.
 */
export function useProgressFeedback() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();

  return useCallback(
    (result: { user?: User | undefined; achievements: readonly UnlockedAchievement[] }) => {
      if (result.user) {
        // A session read still in flight started before this answer: it must not undo it.
        void queryClient.cancelQueries({ queryKey: currentUserQueryKey });
        setCurrentUser(queryClient, result.user);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.achievements });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
      for (const achievement of result.achievements)
        announceAchievement(t, i18n.resolvedLanguage, achievement);
    },
    [queryClient, t, i18n],
  );
}
