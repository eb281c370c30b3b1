import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';

/** The frame of every page: the skip link, `header`, the page, the footer. */
export function Shell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {header}
      {children}
      <SiteFooter />
    </div>
  );
}
