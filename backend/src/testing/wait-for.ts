/** Polls `check` until it returns a truthy value or the timeout passes. */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 30_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`waitFor timed out after ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
}

/** Polls until `url` answers 2xx; a refused connection counts as not yet. */
export const waitForOk = (url: string, timeoutMs?: number, intervalMs?: number): Promise<boolean> =>
  waitFor(
    () =>
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
    timeoutMs,
    intervalMs,
  );
