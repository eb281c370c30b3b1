/** Why an outbound fetch was refused or failed: each maps to one answer the cook understands. */
export type FetchRefusalReason =
  | 'invalid_url'
  | 'forbidden_address'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'wrong_content_type'
  | 'unreachable'
  | 'http_error';

export class FetchRefusal extends Error {
  constructor(
    public readonly reason: FetchRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** What a fetch brought back. */
export interface FetchedResource {
  /** The address the content came from, after redirects. */
  url: string;
  /** The media type, without parameters ("text/html"). */
  contentType: string;
  /** The charset the server named, if any. */
  charset: string | null;
  body: Buffer;
}

export interface FetchOptions {
  /** Media types accepted (exact, lower case); anything else is refused before its body is read. */
  accept: readonly string[];
  /** Bytes of body at most: past this the download is cut. */
  maxBytes: number;
}

/**
 * The one way the server fetches an address a user gave: http(s) only, never into a private, local,
 * link-local, metadata or multicast address (checked on each redirect, against the address the
 * connection is made to), within a size and time budget, without cookies or credentials.
 */
export interface SafeFetcher {
  fetch(url: string, options: FetchOptions): Promise<FetchedResource>;
}
