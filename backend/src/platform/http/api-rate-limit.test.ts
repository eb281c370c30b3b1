import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

/*
 * Per-IP limits behind proxies. Each proxy appends the address it received the request from to
 * X-Forwarded-For, so only the last TRUST_PROXY_HOPS entries were written by us; anything to their
 * left came from the client. A visitor who writes a fresh left-most entry on every request must
 * still be counted as one address.
 */
const LIMIT = 3;
const servers = new Map<number, TestServer>();
beforeAll(async () => {
  for (const hops of [1, 2]) {
    servers.set(
      hops,
      await startTestServer({
        TRUST_PROXY: 'true',
        TRUST_PROXY_HOPS: String(hops),
        RATE_API_PER_MINUTE: String(LIMIT),
      }),
    );
  }
});
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

/** The X-Forwarded-For our proxies would pass on for a client at `client` that sent `spoofed`. */
const chains: Record<number, (spoofed: string, client: string) => string> = {
  // The TLS proxy appends the client's address.
  1: (spoofed, client) => `${spoofed}, ${client}`,
  // A CDN appends the client's address, then the load balancer appends the CDN's.
  2: (spoofed, client) => `${spoofed}, ${client}, 10.0.0.2`,
};

const visit = (server: TestServer, forwardedFor: string) =>
  new TestClient(server.url)
    .get('/api/config', { 'x-forwarded-for': forwardedFor })
    .then((response) => response.status);

describe('the per-IP API limit behind TRUST_PROXY_HOPS proxies', () => {
  it.each([
    { hops: 1, client: '203.0.113.11', spoof: (n: number) => `198.51.100.${n}`, label: 'a new address each time' },
    { hops: 1, client: '203.0.113.12', spoof: (n: number) => `198.51.100.${n}, 192.0.2.${n}`, label: 'several' },
    { hops: 1, client: '203.0.113.13', spoof: (n: number) => `garbage-${n}`, label: 'junk' },
    { hops: 2, client: '203.0.113.21', spoof: (n: number) => `198.51.100.${n}`, label: 'a new address each time' },
    { hops: 2, client: '203.0.113.22', spoof: (n: number) => `198.51.100.${n}, 192.0.2.${n}`, label: 'several' },
  ])('hops=$hops: $client writing $label in X-Forwarded-For is still one key', async ({ hops, client, spoof }) => {
    const server = servers.get(hops)!;
    const statuses: number[] = [];
    for (let n = 1; n <= LIMIT + 1; n += 1) statuses.push(await visit(server, chains[hops](spoof(n), client)));
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    // Without the spoofed part, the same client is the same key: still limited.
    expect(await visit(server, chains[hops]('', client).replace(/^, /, ''))).toBe(429);
    // Another client behind the same proxies has its own budget.
    expect(
      await visit(
        server,
        chains[hops](
          spoof(1),
          client.replace(/\d+$/, (last) => String(Number(last) + 100)),
        ),
      ),
    ).toBe(200);
  });
});
