import type { Config } from '../../platform/config';
import type { SafeFetcher } from './port';
import { createSafeFetcher } from './safe-fetch';

export { FetchRefusal, type FetchedResource, type FetchRefusalReason, type SafeFetcher } from './port';
export { MAX_REDIRECTS } from './safe-fetch';

/** The fetcher for addresses users give (URL import), with the configured exceptions and time budget. */
export function createFetcher(config: Pick<Config, 'URL_IMPORT_ALLOWED_HOSTS' | 'URL_IMPORT_TIMEOUT_MS'>): SafeFetcher {
  return createSafeFetcher({ allowedHosts: config.URL_IMPORT_ALLOWED_HOSTS, timeoutMs: config.URL_IMPORT_TIMEOUT_MS });
}
