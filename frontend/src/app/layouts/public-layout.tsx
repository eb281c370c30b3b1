import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';
import { paths } from '../../lib/paths';

/** Why this browser was signed out (app/sign-out.ts sends it here with `?notice=`). */
const notices: Record<string, string> = {
  'signed-out': 'You have been signed out.',
  'signed-out-everywhere': 'You have been signed out on every device, this one included.',
  'account-deleted':
    'Your account has been deleted. Your personal data is gone, and a confirmation is on its way to your e-mail address.',
};

/** Read after the first render: the landing page is prerendered without it, and hydrates as drawn. */
function SignOutNotice() {
  const { search } = useLocation();
  const [notice, setNotice] = useState<string>();
  useEffect(() => setNotice(notices[new URLSearchParams(search).get('notice') ?? '']), [search]);
  // Part of the page as it opens (not an update to announce): a status element only when there is one.
  return (
    <div className="signed-out-notice">
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}

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
          <a href={paths.signIn()}>Recipes</a>
          <a className="site-header__secondary" href={`${paths.landing}#features`}>
            Features
          </a>
          <a className="site-header__secondary" href={`${paths.landing}#pricing`}>
            Pricing
          </a>
          <Link className="site-header__secondary" to={paths.privacy}>
            Privacy
          </Link>
          <Link className="site-header__secondary" to={paths.contact}>
            Contact
          </Link>
          <a className="btn btn--primary btn--small" href={paths.signIn()}>
            Sign In
          </a>
        </nav>
      </header>
      <SignOutNotice />
      {children}
      <SiteFooter />
    </div>
  );
}
