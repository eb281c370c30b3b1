import { lazy, Suspense, type ReactNode } from 'react';
import { useLiveEvents } from '../../lib/use-live-events';
import { Brand } from './brand';
import { Shell } from './shell';
import { useSession } from '../../lib/session';
import './signed-in-layout.css';

// The header (menu, tooltips, badge counts, offline replay) is its own chunk, fetched alongside the
// page's chunk rather than before it, and kept off the landing page's download.
const SignedInHeader = lazy(() => import('./signed-in-header'));

/**
 * Same box as the real header (see .site-header--app), and as the band asking to confirm the address
 * when there will be one, so nothing moves when they arrive; also what a public page shows while the
 * session check has not said whose header it is.
 */
export function HeaderPlaceholder() {
  const { user } = useSession();
  return (
    <>
      <header className="site-header site-header--app site-header--placeholder">
        <Brand />
      </header>
      {user?.emailVerified === false && <div className="verify-banner--placeholder" />}
    </>
  );
}

/**
 * The cook's own header, wherever they are: their pages and the public ones (where the reminder to
 * confirm the address is left out: signed-in-layout.css).
 */
export function CookHeader() {
  return (
    <Suspense fallback={<HeaderPlaceholder />}>
      <SignedInHeader />
    </Suspense>
  );
}

export function SignedInLayout({ children }: { children: ReactNode }) {
  // Another phone or tab of the cook changing the list or the plan shows here without a reload.
  useLiveEvents();
  return <Shell header={<CookHeader />}>{children}</Shell>;
}
