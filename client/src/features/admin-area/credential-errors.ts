/** The admin forms' field errors: which of username and password the schema refused, in the form's words. */
export type CredentialErrors = { username?: string; password?: string };

export function credentialErrors(
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey> }>,
  texts: { username: string; password: string },
): CredentialErrors {
  const fields = new Set(issues.map((issue) => issue.path[0]));
  return {
    username: fields.has('username') ? texts.username : undefined,
    password: fields.has('password') ? texts.password : undefined,
  };
}
