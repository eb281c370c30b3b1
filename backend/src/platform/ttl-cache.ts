/**
 * A small in-process cache whose entries are fresh for `ttlMs`; past `maxEntries` the oldest entry
 * goes first. Concurrent misses for one key share a single load, so a popular query that expires
 * under load is computed once, not once per waiting request.
 *
 * With `staleMs`, an expired entry is still answered for that long while one load refreshes it in
 * the background (stale-while-revalidate): a popular entry then never makes a request wait for its
 * recomputation, and is at most about `ttlMs` old once refreshed. If the refresh fails, the stale
 * value stays and the next request after that tries again. Background refreshes run one at a time:
 * entries computed together expire together, and refreshing them all at once would take the
 * database from the requests that are waiting, which the stale answers are there to spare.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries: number, { staleMs = 0 }: { staleMs?: number } = {}) {
  interface Entry {
    value: Promise<T>;
    expiresAt: number;
    refreshing: boolean;
  }
  const entries = new Map<string, Entry>();
  let refreshes: Promise<void> = Promise.resolve();

  function store(key: string, value: Promise<T>): void {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { value, expiresAt: Date.now() + ttlMs, refreshing: false });
  }

  function refresh(key: string, entry: Entry, load: () => Promise<T>): void {
    entry.refreshing = true;
    refreshes = refreshes.then(async () => {
      try {
        const value = await load();
        if (entries.get(key) === entry) store(key, Promise.resolve(value));
      } catch {
        entry.refreshing = false;
      }
    });
  }

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      if (hit && hit.expiresAt + staleMs > now) {
        if (!hit.refreshing) refresh(key, hit, load);
        return hit.value;
      }
      const value = load();
      store(key, value);
      // A failed load is not remembered: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
