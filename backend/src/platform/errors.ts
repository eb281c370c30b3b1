/** Typed HTTP errors. The error handler turns them into `{ message, code, field? }` JSON. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: string,
    public readonly field?: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, 'bad_request', field);
export const unauthorized = (message = 'Sign in required') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'Forbidden', extra?: Record<string, unknown>) =>
  new HttpError(403, message, 'forbidden', undefined, extra);
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string, field?: string) => new HttpError(409, message, 'conflict', field);
export const tooManyRequests = (message = 'Too many requests, please slow down') =>
  new HttpError(429, message, 'rate_limited');
export const serviceUnavailable = (message = 'Service temporarily unavailable') =>
  new HttpError(503, message, 'unavailable');
