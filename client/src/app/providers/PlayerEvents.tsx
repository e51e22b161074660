import { serverResyncPayloadSchema } from '@protocol/socket/resync.ts';
import {
  accountEndedPayloadSchema,
  achievementUnlockedPayloadSchema,
  userUpdatePayloadSchema,
} from '@protocol/socket/user.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showAccountEnded } from '@/lib/account-ended.ts';
import { announceAchievement } from '@/lib/achievement-toasts.ts';
import { currentUserQueryKey, setCurrentUser } from '@/lib/current-user.ts';
import { useSocketEvent } from '@/lib/socket.ts';
import { resyncSoon } from '@/shared/queries/resync.ts';

/**
 * The player's own pushes, on every screen: `user:update` keeps the header's gold, XP and level live
 * from any tab or device; `achievement:unlocked` shows one toast in the app's language (once, even
 * when the answer of the action that earned it announced it already); `account:ended` signs a
 * banned or deactivated player out with the reason; `server:resync` (pushes may have been lost on
 * the server's side) reads everything shown again. A completion's own boss hit comes in its answer.
 */
export function PlayerEvents() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();

  useSocketEvent('user:update', userUpdatePayloadSchema, ({ user }) => setCurrentUser(queryClient, user));
  useSocketEvent('server:resync', serverResyncPayloadSchema, () => resyncSoon(queryClient));
  useSocketEvent('achievement:unlocked', achievementUnlockedPayloadSchema, ({ achievement }) =>
    announceAchievement(t, i18n.resolvedLanguage, achievement),
  );
  // Banned or deactivated by an admin: the server ended the session and closes this socket next.
  // Leave the player screens at once and say why (AccountEndedDialog).
  useSocketEvent('account:ended', accountEndedPayloadSchema, (payload) => {
    showAccountEnded(payload);
    // The session first (its observers switch every shell to signed out), then the player's data.
    setCurrentUser(queryClient, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    navigate('/auth', { replace: true });
  });

  return null;
}
