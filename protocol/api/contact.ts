import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, SUPPORTED_LANGUAGES } from '../limits.ts';
import { safeText } from '../text.ts';
import { ADMIN_PAGE_SIZE, paginationSchema } from './admin.ts';
import { emailField } from './auth.ts';

/** What a message to the team is about; `account` is the one a suspended player is sent to. */
export const CONTACT_TOPICS = ['account', 'problem', 'feedback', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const contactTopicSchema = z.enum(CONTACT_TOPICS, { error: 'Unknown topic' });

export const CONTACT_EMAIL_MESSAGE = 'Please enter a valid email address';
export const CONTACT_MESSAGE_REQUIRED = 'A message is required';
export const CONTACT_MESSAGE_TOO_LONG = `A message can be at most ${CONTACT_MESSAGE_MAX} characters`;

/** `POST /api/contact`: public; a signed-in sender is linked to their account by the server. */
export const contactRequestSchema = z.object({
  /** Where the team answers. */
  email: emailField(CONTACT_EMAIL_MESSAGE),
  topic: contactTopicSchema.default('other'),
  message: safeText({ error: CONTACT_MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: CONTACT_MESSAGE_REQUIRED })
    .max(CONTACT_MESSAGE_MAX, { error: CONTACT_MESSAGE_TOO_LONG }),
  /** The interface language, so the team can answer in it. */
  language: z.enum(SUPPORTED_LANGUAGES, { error: 'Unknown language' }).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const CONTACT_SENT_MESSAGE = 'Thanks! Your message reached the team. They will answer by email.';
export const contactSentSchema = z.object({ message: safeText() });

/** The account a message is linked to, as the admin list shows it. */
export const contactSenderSchema = z.object({
  id: safeText(),
  username: safeText(),
  email: safeText(),
  isBanned: z.boolean(),
  isActive: z.boolean(),
});

/** One message in the admin area's list. */
export const contactMessageSchema = z.object({
  id: safeText(),
  createdAt: safeText(),
  email: safeText(),
  topic: contactTopicSchema,
  message: safeText(),
  language: safeText().nullable(),
  user: contactSenderSchema.nullable(),
  /**
   * How the account was found: the sender was signed in (true), or only the address typed matches
   * an account (false: anyone can type an address, so it is a hint, not proof).
   */
  signedIn: z.boolean(),
  handledAt: safeText().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** `GET /api/admin/contact-messages?page=&limit=`: newest first, with how many wait for an answer. */
export const contactMessagesPageSchema = z.object({
  messages: z.array(contactMessageSchema),
  pagination: paginationSchema,
  open: z.number().int(),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;
export const CONTACT_PAGE_SIZE = ADMIN_PAGE_SIZE;
