/** An API failure whose message reads `{status}: {body}` (spec section 8). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown,
  ) {
    super(message);
  }
}

/** How a request reaches the API. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Where API requests go: the network in the browser; the web server's own API, in process, when it
 * renders a page (src/prerender.tsx), so a route's loader runs the same code on both sides.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type UnauthorizedHandler = (url: string) => Promise<void> | void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * Who is told when the API answers 401 (the session ended: signed out elsewhere, password changed,
 * expired). The answer reaches the caller only after the handler is done, so what the app does next
 * (sending the visitor to sign-in) happens after the device has forgotten the cook. Returns the undo.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/**
 * Tells the handler that `path` found no session: a 401, or the session check's answer of nobody
 * (a visitor's is a 200, not an error, yet a cook whose session ended elsewhere is forgotten the same way).
 */
export async function reportNoSession(path: string): Promise<void> {
  if (!unauthorizedHandler) return;
  try {
    await unauthorizedHandler(path);
  } catch {
    // Forgetting is best effort; the answer still reaches the caller.
  }
}

const reportUnauthorized = (response: Response) =>
  reportNoSession(new URL(response.url || '/', 'http://sous.invalid').pathname);

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  if (response.status === 401) await reportUnauthorized(response);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // plain-text body
  }
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

/** The human part of an API error: the server's `message` when it sent JSON, else the raw text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'message' in error.body) {
    return String((error.body as { message: unknown }).message);
  }
  return fallback;
}

export async function apiRequest<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await transport(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(url: string) => apiRequest<T>('GET', url);

/** POST of a multipart form (a file upload); the browser sets its Content-Type with the boundary. */
export async function apiUpload<T>(url: string, form: FormData): Promise<T> {
  const response = await transport(url, { method: 'POST', credentials: 'include', body: form });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
