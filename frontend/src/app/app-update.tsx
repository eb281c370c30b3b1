import { useEffect, useSyncExternalStore } from 'react';
import { useToast } from '../components/ui/toast';

/**
 * A new version of the app waiting to take over (its service worker installed, app/service-worker.ts):
 * the page offers it in a toast, and Reload hands over to it. Kept outside React, since the worker is
 * registered after the page has loaded, from a chunk of its own.
 */
let applyUpdate: (() => void) | undefined;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const UPDATE_READY = 'A new version of Sous is ready';

/** Shows the offer once it arrives; it stays until the cook reloads or dismisses it. */
export function AppUpdatePrompt() {
  const apply = useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => undefined,
  );
  const { toast } = useToast();
  useEffect(() => {
    if (!apply) return;
    toast({
      title: UPDATE_READY,
      persistent: true,
      action: { label: 'Reload', altText: 'Reload the page to use the new version', onClick: apply },
    });
  }, [apply, toast]);
  return null;
}
