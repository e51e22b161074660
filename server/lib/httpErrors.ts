import { ERROR_CODES, type FieldIssue, PHRASES } from '../../protocol/errors.ts';

/** An error whose status and message may be shown to the client as they are. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    code: string,
    options: { issues?: FieldIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
  }
}

export const validationFailed = (issues: FieldIssue[]) =>
  new HttpError(400, PHRASES.validation, ERROR_CODES.validation, { issues });
export const unauthenticated = (message = 'You need to be logged in') =>
  new HttpError(401, message, ERROR_CODES.unauthenticated);
export const forbidden = (message = 'You are not allowed to do this', code: string = ERROR_CODES.forbidden) =>
  new HttpError(403, message, code);
export const notFound = (message = 'Not found') => new HttpError(404, message, ERROR_CODES.notFound);
export const conflict = (message: string, code: string = ERROR_CODES.conflict) =>
  new HttpError(409, message, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Too many attempts. Please wait ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s) and try again.`,
    ERROR_CODES.rateLimited,
    { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } },
  );
