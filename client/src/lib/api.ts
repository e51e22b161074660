import type { ErrorBody } from '@protocol/errors.ts';
import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { reportRequestFailure, reportRequestSuccess } from './connectivity.ts';
import { endEarlyReads, takeEarlyRead } from './early-reads.ts';

/**
 * A non-OK answer. `message` is `STATUS: BODY` (spec section 8): the status code, a colon, a space,
 * then the answer's body text, or the status text when the body is empty. Screens match phrases in it.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON error body when the server sent one. */
  readonly body: ErrorBody | null;

  constructor(status: number, message: string, body: ErrorBody | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The error schema (and zod with it) is fetched with the first error, not bundled with every page. */
async function parseErrorBody(text: string): Promise<ErrorBody | null> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const { errorBodySchema } = await import('@protocol/errors.ts');
  const parsed = errorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`, await parseErrorBody(text));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** fetch, telling the connectivity store whether the server answered (lib/connectivity.ts). */
async function reportingFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    const response = await fetch(url, init);
    reportRequestSuccess();
    return response;
  } catch (error) {
    reportRequestFailure(error);
    throw error;
  }
}

/**
 * A GET's early answer (lib/early-reads.ts), when one was started for its URL, reported to the
 * connectivity store like any other; else undefined.
 */
function earlyAnswer(url: string): Promise<Response> | undefined {
  return takeEarlyRead(url)?.then(
    (response) => {
      reportRequestSuccess();
      return response;
    },
    (error: unknown) => {
      reportRequestFailure(error);
      throw error;
    },
  );
}

/**
 * The generic request helper: any method, JSON in and out, with the session cookie.
 * State-changing calls always carry `Content-Type: application/json` (the server's CSRF check relies on it).
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<unknown> {
  const changesState = method.toUpperCase() !== 'GET' && method.toUpperCase() !== 'HEAD';
  // After a change, an answer asked for before it would be stale.
  if (changesState) endEarlyReads();
  const early = method.toUpperCase() === 'GET' ? earlyAnswer(url) : undefined;
  const response = await (early ??
    reportingFetch(url, {
      method,
      credentials: 'include',
      headers: changesState ? { 'Content-Type': 'application/json', Accept: 'application/json' } : undefined,
      body: changesState ? JSON.stringify(data ?? {}) : undefined,
    }));
  await throwIfNotOk(response);
  return readJson(response);
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Builds a GET query function whose path is the query key parts joined with '/'. */
export function getQueryFn(options: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal }: QueryFunctionContext<QueryKey>) => {
    const url = queryKey.map(String).join('/');
    const response = await (earlyAnswer(url) ?? reportingFetch(url, { credentials: 'include', signal }));
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson(response);
  };
}

/** The default data fetch (spec section 7): a 401 yields no value, any other non-OK answer is an error. */
export const defaultQueryFn = getQueryFn({ on401: 'returnNull' });
