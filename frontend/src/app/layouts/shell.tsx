import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from './site-footer';

/**
 * The frame of every page: the skip link, `header`, the page, the footer. A new page opens at its top
 * (Back returns to where the cook was), as the browser does between documents.
 */
export function Shell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {header}
      {children}
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
