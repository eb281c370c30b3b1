import { lazy, Suspense, type ReactNode } from 'react';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';
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
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={<HeaderPlaceholder />}>
        <SignedInHeader />
      </Suspense>
      {children}
      <SiteFooter />
    </div>
  );
}
