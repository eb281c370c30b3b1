/**
 * A tiny browser-like HTTP client for integration tests: keeps cookies, sends our Origin on
 * state-changing requests (as a browser would from our pages), and parses JSON.
 */
/** A response as TestClient reads it (the type is spelled out: see `tsc -b` on a symlinked node_modules). */
export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly options: { origin?: string | null } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const stateChanging = !['GET', 'HEAD'].includes(method);
    const origin = this.options.origin === undefined ? this.baseUrl : this.options.origin;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(stateChanging && origin ? { origin } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> };
  }

  get = (path: string, headers?: Record<string, string>): Promise<TestResponse> =>
    this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse> =>
    this.request('POST', path, body ?? {}, headers);
  put = (path: string, body?: unknown): Promise<TestResponse> => this.request('PUT', path, body ?? {});
  patch = (path: string, body?: unknown): Promise<TestResponse> => this.request('PATCH', path, body ?? {});
  delete = (path: string): Promise<TestResponse> => this.request('DELETE', path);
}

let counter = 0;
/**
 * Registers a fresh local account and signs it in (registration itself starts no session; an
 * unverified account may sign in and holds no role). Returns the signed-in client.
 */
export async function signUp(
  baseUrl: string,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  counter += 1;
  const client = new TestClient(baseUrl);
  const account = {
    email: `cook${Date.now()}${counter}@example.com`,
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const registered = await client.post('/api/auth/register', account);
  if (registered.status !== 202) throw new Error(`sign-up failed: ${registered.status} ${registered.text}`);
  const response = await client.post('/api/auth/login', { email: account.email, password: account.password });
  if (response.status !== 200) throw new Error(`sign-in after sign-up failed: ${response.status} ${response.text}`);
  return { client, account, user: response.json };
}
