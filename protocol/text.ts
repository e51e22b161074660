import { z } from 'zod';

/**
 * A NUL byte, or a UTF-16 surrogate without its partner. Neither can be stored: PostgreSQL refuses
 * NUL in text and jsonb, and a lone surrogate has no UTF-8 encoding (jsonb refuses its `\ud800`
 * escape; text would silently become U+FFFD). JSON.parse turns `\u0000` and `\ud800` escapes into
 * these very characters, so checking the parsed string also covers bodies that send them escaped.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'Text may not contain NUL bytes or broken Unicode characters';

/** True when the text holds a NUL byte or a lone surrogate. */
export const hasUnsafeText = (value: string): boolean =>
  value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * The one string schema of the protocol: `z.string()` that refuses NUL bytes and lone surrogates
 * (DESIGN section 8), so no text field can reach the database with them and answer 500. Every
 * string field in `protocol/api` and `protocol/socket` starts from it (a unit test keeps it so);
 * it is still a ZodString, so `.trim()`, `.min()`, `.max()` and `.regex()` chain as usual.
 */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasUnsafeText(value), { error: UNSAFE_TEXT_MESSAGE });
