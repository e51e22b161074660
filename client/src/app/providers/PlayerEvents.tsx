import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  achievementUnlockedPayloadSchema,
  userUpdatePayloadSchema,
} from '../../../../protocol/socket/user.ts';
import { announceAchievement } from '../../lib/achievement-toasts.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { useSocketEvent } from '../../lib/socket.ts';

/**
 * The player's own pushes, on every screen: `user:update` keeps the header's gold, XP and level live
 * from any tab or device; `achievement:unlocked` shows one toast in the app's language (once, even
 * when the answer of the action that earned it announced it already).
 */
export function PlayerEvents() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();

  useSocketEvent('user:update', userUpdatePayloadSchema, ({ user }) => setCurrentUser(queryClient, user));
  useSocketEvent('achievement:unlocked', achievementUnlockedPayloadSchema, ({ achievement }) =>
    announceAchievement(t, i18n.resolvedLanguage, achievement),
  );

  return null;
}
