import type { TestClient } from '../../backend/src/testing/http-client';

/** An endless event stream's status: an error's body is read, an open stream is hung up after its headers. */
export async function streamStatus(client: TestClient, path: string): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const response = await fetch(`${client.baseUrl}${path}`, {
    headers: client.cookies.size ? { cookie: client.cookieHeader } : {},
    signal: abort.signal,
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, text: '' };
  }
  return { status: response.status, text: await response.text() };
}
