import { describe, expect, it } from 'vitest';
import { holdScreenAwake, type DocumentLike, type WakeLockLike, type WakeLockSentinelLike } from './wake-lock';

function fakes() {
  const sentinels: Array<WakeLockSentinelLike & { released: boolean }> = [];
  const wakeLock: WakeLockLike = {
    async request() {
      const sentinel = {
        released: false,
        async release() {
          sentinel.released = true;
        },
        addEventListener() {},
      };
      sentinels.push(sentinel);
      return sentinel;
    },
  };
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.delete(listener),
  } satisfies DocumentLike;
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    listeners.forEach((listener) => listener());
  };
  return { wakeLock, doc, sentinels, listeners, setVisibility };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdScreenAwake', () => {
  it('requests on entry, re-requests when visible again after the browser released it, releases on exit', async () => {
    const { wakeLock, doc, sentinels, listeners, setVisibility } = fakes();
    const controller = holdScreenAwake(wakeLock, doc);
    await settle();
    expect(sentinels).toHaveLength(1);
    expect(controller.held).toBe(true);

    // Hiding the tab makes the browser drop the lock; coming back asks again.
    setVisibility('hidden');
    sentinels[0].released = true;
    expect(controller.held).toBe(false);
    setVisibility('visible');
    await settle();
    expect(sentinels).toHaveLength(2);
    expect(controller.held).toBe(true);

    // Still held: becoming visible again does not stack requests.
    setVisibility('visible');
    await settle();
    expect(sentinels).toHaveLength(2);

    await controller.release();
    expect(sentinels[1].released).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('does nothing where the API is missing', async () => {
    const { doc } = fakes();
    const controller = holdScreenAwake(undefined, doc);
    await settle();
    expect(controller.held).toBe(false);
    await controller.release();
  });
});
