import { lazy, Suspense, type ReactNode } from 'react';
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
