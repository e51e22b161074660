import type { UnlockedAchievement } from '@protocol/api/achievements.ts';
import type { User } from '@protocol/api/user.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { announceAchievement } from './achievement-toasts.ts';
import { currentUserQueryKey, setCurrentUser } from './current-user.ts';
import { announceLevelUp } from './level-up.ts';
import { queryKeys } from './query-keys.ts';

/**
 * What every completion does with the server's answer: the header's gold, XP and level change at
 * once (the answer's user goes into the session cache), the lists that depend on progress are
 * refreshed, a level reached gets its own calm moment (the level-up dialog, not a toast the next
 * one replaces), and each unlocked achievement gets its own calm toast, after the one on screen.
 * `levelsGained` comes from answers that say it (quests); otherwise the cached level is compared.
 */
export function useProgressFeedback() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();

  return useCallback(
    (result: {
      user?: User | undefined;
      achievements: readonly UnlockedAchievement[];
      levelsGained?: number | undefined;
    }) => {
      if (result.user) {
        const before = queryClient.getQueryData<User | null>(currentUserQueryKey)?.level;
        const gained =
          result.levelsGained ?? (before === undefined ? 0 : Math.max(0, result.user.level - before));
        if (gained > 0)
          announceLevelUp({
            level: result.user.level,
            levelsGained: gained,
            experience: result.user.experience,
            experienceToNext: result.user.experienceToNext,
          });
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
