import { lazy, Suspense, type ReactNode } from 'react';
import { useLiveEvents } from '../../lib/live-events';
import { Brand } from './brand';
import { Shell } from './shell';
import './signed-in-layout.css';

// The header (menu, tooltips, badge counts, offline replay) is its own chunk, fetched alongside the
// page's chunk rather than before it, and kept off the landing page's download.
const SignedInHeader = lazy(() => import('./signed-in-header'));

/** Same box as the real header (see .site-header--app), so nothing moves when it arrives. */
function HeaderPlaceholder() {
  return (
    <header className="site-header site-header--app site-header--placeholder">
      <Brand />
    </header>
  );
}

export function SignedInLayout({ children }: { children: ReactNode }) {
  // Another phone or tab of the cook changing the list or the plan shows here without a reload.
  useLiveEvents();
  return (
    <Shell
      header={
        <Suspense fallback={<HeaderPlaceholder />}>
          <SignedInHeader />
        </Suspense>
      }
    >
      {children}
    </Shell>
  );
}
