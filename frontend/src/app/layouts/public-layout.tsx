import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';

/** Header for public pages (landing, legal, contact): a Sign In link to the hosted login. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Brand />
        <nav aria-label="Main" className="site-header__nav">
          <a href="/api/login">Recipes</a>
          <a className="site-header__secondary" href="/landing#features">
            Features
          </a>
          <a className="site-header__secondary" href="/landing#pricing">
            Pricing
          </a>
          <Link className="site-header__secondary" to="/privacy">
            Privacy
          </Link>
          <Link className="site-header__secondary" to="/contact">
            Contact
          </Link>
          <a className="btn btn--primary btn--small" href="/api/login">
            Sign In
          </a>
        </nav>
      </header>
      {children}
      <SiteFooter />
    </div>
  );
}
