import { messageResponseSchema, type RegisterRequest } from '@protocol/api/auth.ts';
import { userSchema } from '@protocol/api/user.ts';
import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { z } from 'zod';
import { isLanguage } from '@/i18n/i18n.ts';
import { apiRequest } from '@/lib/api.ts';

/** Register answers the signed-in user, or a message when the e-mail must be verified first. */
const registerResponseSchema = z.union([userSchema, messageResponseSchema]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** The browser's timezone, so streaks follow the player's own midnight from day one. */
function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Sends the account with the page's language (for the welcome mail) and the browser's timezone. */
export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const language = isLanguage(i18next.language) ? i18next.language : undefined;
  const timezone = body.timezone ?? browserTimezone();
  const payload = { ...body, ...(language ? { language } : {}), ...(timezone ? { timezone } : {}) };
  return registerResponseSchema.parse(await apiRequest('POST', '/api/register', payload));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
