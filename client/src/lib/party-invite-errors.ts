import type { TFunction } from 'i18next';
import { errorDescription, errorStatus, serverMessage } from './errors.ts';

/**
 * Why joining (or inviting) did not work, in the player's words: the server's English messages are
 * matched by status and phrase (DESIGN 8), anything else falls back to the general description.
 */
export function partyInviteErrorText(
  t: TFunction,
  error: unknown,
  via: 'link' | 'invite',
): string | undefined {
  const status = errorStatus(error);
  const message = (serverMessage(error) ?? '').toLowerCase();
  if (status === 404 && message.includes('username')) return t('partyInvites.unknownPlayer');
  if (status === 404) return via === 'link' ? t('partyInvites.linkGone') : t('partyInvites.inviteGone');
  if (status === 410) return via === 'link' ? t('partyInvites.linkExpired') : t('partyInvites.inviteExpired');
  if (status === 429) return t('partyInvites.tooMany');
  if (status === 409) {
    if (message.includes('full')) return t('partyInvites.partyFull');
    if (message.includes('already a member')) return t('partyInvites.alreadyInThisParty');
    if (message.includes('already in your party')) return t('partyInvites.alreadyMember');
    if (message.includes('already in a party')) return t('partyInvites.inAnotherParty');
  }
  return errorDescription(t, error);
}
