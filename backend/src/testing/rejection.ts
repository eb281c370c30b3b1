import { expect } from 'vitest';

/** The error `promise` fails with, checked to be an `ErrorClass` (the test fails if it resolves). */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  ErrorClass: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ErrorClass);
  return error as E;
}
