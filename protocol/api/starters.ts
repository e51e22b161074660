import { z } from 'zod';
import { safeText } from '../text.ts';
import { questSchema } from './quests.ts';

/**
 * Starter quests (DESIGN section 11): three small quests the Quest Companion offers each local
 * day. `GET /api/starter-quests` answers the day's offers not yet accepted;
 * `POST /api/starter-quests/{id}/accept` adds one as an easy quest, once.
 */
export const starterOfferSchema = z.object({
  /** `<local day>-<slot>`: an offer of one day only. */
  id: safeText(),
  slot: z.number().int().min(0).max(2),
  title: safeText(),
  description: safeText(),
  difficulty: z.literal('easy'),
  /** Written by the configured AI provider, or picked by the offline companion. */
  source: z.enum(['ai', 'offline']),
});
export type StarterOffer = z.infer<typeof starterOfferSchema>;

export const starterOffersResponseSchema = z.object({
  /** The player's local date the offers belong to (YYYY-MM-DD). */
  date: safeText(),
  offers: z.array(starterOfferSchema),
});
export type StarterOffersResponse = z.infer<typeof starterOffersResponseSchema>;

/** The route's `{id}`: the local day number and the slot; anything else is not an offer (404). */
export const starterOfferIdSchema = z.object({
  id: safeText()
    .regex(/^\d{1,7}-[0-2]$/)
    .transform((id) => {
      const [day, slot] = id.split('-').map(Number) as [number, number];
      return { day, slot };
    }),
});

export const acceptStarterResponseSchema = z.object({ quest: questSchema });
export type AcceptStarterResponse = z.infer<typeof acceptStarterResponseSchema>;
