import { useOnlineStatus } from '../lib/offline-sync';

/** Shown in the header while the network is gone; announced to screen readers. */
export function OfflineBadge() {
  const online = useOnlineStatus();
  return (
    <span role="status" aria-live="polite" className={online ? 'visually-hidden' : 'offline-badge'}>
      {online ? '' : 'Offline — changes will sync'}
    </span>
  );
}
