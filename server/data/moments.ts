/**
 * A timestamp as a plain row carries it: text on PostgreSQL (the ORM's type overrides, and every
 * `row_to_json`), a Date on PGlite. The rows read without the entity layer turn them into Dates
 * here, in one place.
 */
export type Moment = Date | string;

export const asDate = (value: Moment): Date => (value instanceof Date ? value : new Date(value));

export const moment = (value: Moment | null | undefined): Date | null =>
  value === null || value === undefined ? null : asDate(value);
