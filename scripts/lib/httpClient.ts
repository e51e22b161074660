import { errorBodySchema } from '../../protocol/errors.ts';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A real HTTP client with its own cookie jar, like one browser profile. State-changing requests
 * carry the app's Origin unless told otherwise, as a browser on the app's page would.
 */
export class TestClient {
  readonly baseUrl: string;
  readonly origin: string | undefined;
  readonly cookies = new Map<string, string>();

  constructor(baseUrl: string, options: { origin?: string | null } = {}) {
    this.baseUrl = baseUrl;
    this.origin = options.origin === null ? undefined : (options.origin ?? baseUrl);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult<T>> {
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    if (body !== undefined) h['content-type'] ??= 'application/json';
    if (method !== 'GET' && this.origin && !('origin' in headers)) h.origin = this.origin;
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: h,
      redirect: 'manual',
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
}

/** The `message` of an error answer, parsed with the protocol's error schema. */
export const errorMessage = (res: HttpResult): string => errorBodySchema.parse(res.body).message;
