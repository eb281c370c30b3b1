import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { FetchRefusal, type FetchedResource, type FetchOptions, type SafeFetcher } from './port';

/** Redirects followed at most; each new address is checked like the first. */
export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface SafeFetcherOptions {
  /**
   * `host:port` pairs that may be fetched even on a private or local address (an intranet recipe
   * server; the tests' local pages). Matched against each hop's own host and port, so a redirect from
   * an allowed host to another local address is still refused.
   */
  allowedHosts: readonly string[];
  /** The whole fetch, redirects and body included, in milliseconds. */
  timeoutMs: number;
  userAgent?: string;
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
export const hostKey = (url: URL) => `${url.hostname.toLowerCase()}:${defaultPort(url)}`;

/** An address the fetcher may try: absolute http(s), without a user name or password. */
function checkedUrl(raw: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchRefusal('invalid_url', 'not an absolute address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusal('invalid_url', `the ${url.protocol} scheme is not fetched`);
  }
  // Credentials in the address would be sent as Authorization: never send any.
  if (url.username || url.password) throw new FetchRefusal('invalid_url', 'an address with credentials');
  return url;
}

/** request-filtering-agent refuses a connection by destroying its socket with this message. */
const isAddressRefusal = (error: Error) => /is not allowed/i.test(error.message);

function refusalOf(error: unknown, signal: AbortSignal): FetchRefusal {
  if (error instanceof FetchRefusal) return error;
  if (signal.aborted) return new FetchRefusal('timeout', 'the page took too long');
  const failure = error as Error & { code?: string };
  if (isAddressRefusal(failure)) return new FetchRefusal('forbidden_address', failure.message);
  return new FetchRefusal('unreachable', failure.code ?? failure.message);
}

/** The body, decoded from its Content-Encoding, cut off (and refused) past `maxBytes`. */
function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder: Transform | null =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  const source: Readable = decoder ? response.pipe(decoder) : response;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (refusal: FetchRefusal) => {
      signal.removeEventListener('abort', onAbort);
      response.destroy();
      decoder?.destroy();
      reject(refusal);
    };
    const onAbort = () => stop(new FetchRefusal('timeout', 'the page took too long'));
    signal.addEventListener('abort', onAbort, { once: true });
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) stop(new FetchRefusal('too_large', `more than ${maxBytes} bytes`));
      else chunks.push(chunk);
    });
    source.on('error', (error) => stop(refusalOf(error, signal)));
    response.on('error', (error) => stop(refusalOf(error, signal)));
    source.on('end', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(Buffer.concat(chunks));
    });
  });
}

/** The fetcher every user-given address goes through (SafeFetcher's rules). */
export function createSafeFetcher(options: SafeFetcherOptions): SafeFetcher {
  const allowed = new Set(options.allowedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
  // The filtering agents check the address each connection is made to, after the DNS lookup that
  // connection uses (so a name cannot answer a public address to a check and a private one after).
  const filtered = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };
  const plain = { http: new http.Agent(), https: new https.Agent() };
  const userAgent = options.userAgent ?? 'SousRecipeImport/1.0';

  function get(url: URL, signal: AbortSignal, accept: readonly string[]): Promise<IncomingMessage> {
    const https_ = url.protocol === 'https:';
    const agents = allowed.has(hostKey(url)) ? plain : filtered;
    return new Promise((resolve, reject) => {
      const request = (https_ ? https : http).request(url, {
        method: 'GET',
        agent: https_ ? agents.https : agents.http,
        signal,
        headers: {
          'user-agent': userAgent,
          accept: `${accept.join(', ')};q=1, */*;q=0.1`,
          'accept-encoding': 'gzip, deflate, br',
        },
      });
      request.on('response', resolve);
      request.on('error', (error) => reject(refusalOf(error, signal)));
      request.end();
    });
  }

  return {
    async fetch(raw: string, { accept, maxBytes }: FetchOptions): Promise<FetchedResource> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      const { signal } = controller;
      try {
        let url = checkedUrl(raw);
        for (let hops = 0; ; hops += 1) {
          const response = await get(url, signal, accept);
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (REDIRECTS.has(status) && location) {
            response.destroy();
            if (hops >= MAX_REDIRECTS) throw new FetchRefusal('too_many_redirects', `more than ${MAX_REDIRECTS}`);
            url = checkedUrl(location, url);
            continue;
          }
          if (status < 200 || status >= 300) {
            response.destroy();
            throw new FetchRefusal('http_error', `the page answered ${status}`);
          }
          const [type = '', ...parameters] = String(response.headers['content-type'] ?? '').split(';');
          const contentType = type.trim().toLowerCase();
          if (!accept.includes(contentType)) {
            response.destroy();
            throw new FetchRefusal('wrong_content_type', contentType || 'no content type');
          }
          if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
            response.destroy();
            throw new FetchRefusal('too_large', `more than ${maxBytes} bytes`);
          }
          const charset =
            parameters
              .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)/i.exec(parameter)?.[1])
              .find(Boolean)
              ?.toLowerCase() ?? null;
          const body = await readBody(response, maxBytes, signal);
          return { url: url.href, contentType, charset, body };
        }
      } catch (error) {
        throw refusalOf(error, signal);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
