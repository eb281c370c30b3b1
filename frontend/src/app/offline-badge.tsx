import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Shown in the header while the network is gone; announced to screen readers. */
export function OfflineBadge() {
  const online = useOnline();
  return (
    <span role="status" aria-live="polite" className={online ? 'visually-hidden' : 'offline-badge'}>
      {online ? '' : 'Offline — changes will sync'}
    </span>
  );
}
