/**
 * A small in-process cache whose entries expire after `ttlMs`; past `maxEntries` the oldest entry
 * goes first. Concurrent misses for one key share a single load, so a popular query that expires
 * under load is computed once, not once per waiting request.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { value, expiresAt: now + ttlMs });
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
