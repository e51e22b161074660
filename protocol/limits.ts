/** Numeric rules that both the client and the server show or enforce. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
/** Upper bound so a huge body cannot make password hashing expensive. */
export const PASSWORD_MAX = 200;
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 30;
export const EMAIL_MAX = 254;

/** Text lengths the forms count down (and the schemas in protocol/api enforce). */
export const QUEST_TITLE_MAX = 200;
export const QUEST_DESCRIPTION_MAX = 2000;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;
export const CLAN_TAG_MAX = 5;
export const CLAN_NAME_MAX = 40;
export const CLAN_DESCRIPTION_MAX = 300;
/** A message to the team (the contact page). */
export const CONTACT_MESSAGE_MAX = 4000;

/** Redirect delays from the specification (milliseconds). */
export const RESET_REDIRECT_MS = 3000;
export const REGISTER_REDIRECT_MS = 100;

export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'adhd-planner-language';

/** The longest line the quick add reads: a thought, not a letter (a quest's title is shorter still). */
export const QUICK_ADD_TEXT_MAX = 500;

/** An `Idempotency-Key` header (DESIGN section 15): 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a key answers its repeats. */
export const IDEMPOTENCY_KEY_HOURS = 24;
