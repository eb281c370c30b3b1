import { useEffect } from 'react';

/** The parts of the Screen Wake Lock API we use, so a test can hand in a fake. */
export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}
export interface DocumentLike {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface WakeLockController {
  /** True while the screen is held awake. */
  readonly held: boolean;
  /** Releases the lock and stops re-requesting it. */
  release(): Promise<void>;
}

/**
 * Keeps the screen awake (spec section 4, cook mode): requests a lock now, requests it again when
 * the tab becomes visible after the browser released it (browsers drop it when the tab is hidden),
 * and releases it on `release()`. Browsers without the API, or that refuse (low battery), are fine:
 * the page simply may dim.
 */
export function holdScreenAwake(
  wakeLock: WakeLockLike | undefined = typeof navigator !== 'undefined'
    ? (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock
    : undefined,
  doc: DocumentLike | undefined = typeof document !== 'undefined' ? document : undefined,
): WakeLockController {
  let sentinel: WakeLockSentinelLike | null = null;
  let stopped = false;
  let pending = false;

  const request = async () => {
    if (!wakeLock || stopped || pending || (sentinel && !sentinel.released)) return;
    if (doc && doc.visibilityState !== 'visible') return;
    pending = true;
    try {
      const next = await wakeLock.request('screen');
      if (stopped) {
        await next.release();
        return;
      }
      sentinel = next;
    } catch {
      // Refused (not visible, battery saver, permissions policy): nothing to hold.
    } finally {
      pending = false;
    }
  };

  const onVisibility = () => {
    if (doc?.visibilityState === 'visible' && (!sentinel || sentinel.released)) void request();
  };

  doc?.addEventListener('visibilitychange', onVisibility);
  void request();

  return {
    get held() {
      return Boolean(sentinel && !sentinel.released);
    },
    async release() {
      stopped = true;
      doc?.removeEventListener('visibilitychange', onVisibility);
      const current = sentinel;
      sentinel = null;
      if (current && !current.released) {
        try {
          await current.release();
        } catch {
          // already gone
        }
      }
    },
  };
}

/** Holds the screen awake while the calling component is mounted and `enabled` is true. */
export function useWakeLock(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const controller = holdScreenAwake();
    return () => {
      void controller.release();
    };
  }, [enabled]);
}
