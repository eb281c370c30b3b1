/**
 * Why an AI call failed, in terms the caller can act on:
 * - `timeout`: no complete answer within the deadline (the user may retry);
 * - `unavailable`: the service refused or could not be reached (bad key, quota, 5xx, network);
 * - `malformed`: it answered, but with something we cannot use (invalid JSON, no choices, empty text);
 * - `unsupported`: the configured server lacks the endpoint (e.g. no /moderations on a local model server);
 * - `aborted`: the caller cancelled (the browser went away); nobody is waiting for an answer.
 */
export type AiFailure = 'timeout' | 'unavailable' | 'malformed' | 'unsupported' | 'aborted';

export class AiError extends Error {
  override readonly name = 'AiError';

  constructor(
    readonly reason: AiFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isAiError = (error: unknown): error is AiError => error instanceof AiError;
