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

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
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
  const response = await fetch(url, {
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

/** GET that answers null on 401 instead of throwing (for "who am I" style queries). */
export async function apiGetOrNullOn401<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
