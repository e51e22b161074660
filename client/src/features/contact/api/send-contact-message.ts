import { type ContactRequest, contactSentSchema } from '@protocol/api/contact.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';

/** POST /api/contact: a message to the team, signed in or not. */
export async function sendContactMessage(body: ContactRequest) {
  return contactSentSchema.parse(await apiRequest('POST', '/api/contact', body));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
