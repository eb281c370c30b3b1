import { expect } from 'vitest';

/** Polls `read` until its assertion holds (what a page shows once its data arrives), for up to `timeout` ms. */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });
