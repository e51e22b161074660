/** First message per field, keyed by the first path segment. */
export type FieldErrors = Partial<Record<string, string>>;

export function issuesToFieldErrors(
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What a New Quest or New Task form says about its own mistakes, in the screen's words. */
export interface TitledFormTexts {
  titleRequired: string;
  titleTooLong: string;
  descriptionTooLong: string;
  dueDateInvalid: string;
}

/**
 * Checks a titled form (New Quest, New Task) before it is sent: the payload against its protocol
 * schema (title required after trimming, length limits) and a due date that was typed but not
 * understood (`dueDate` null while `typedDueDate` is not empty). `ok` is false whenever the
 * payload must not be sent, also for a schema issue on a field the form has no message for.
 */
export function checkTitledForm(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> };
    };
  },
  payload: { title: string },
  typedDueDate: string,
  dueDate: string | null,
  texts: TitledFormTexts,
): { ok: boolean; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (typedDueDate && !dueDate) errors.dueDate = texts.dueDateInvalid;
  const parsed = schema.safeParse(payload);
  for (const issue of parsed.error?.issues ?? []) {
    if (issue.path[0] === 'title')
      errors.title = payload.title.trim() ? texts.titleTooLong : texts.titleRequired;
    if (issue.path[0] === 'description') errors.description = texts.descriptionTooLong;
  }
  return { ok: parsed.success && Object.keys(errors).length === 0, errors };
}
