import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from './brand';
import { paths } from '../../lib/paths';
import { Shell } from './shell';

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

/** Landing sections are plain anchors (the landing page is prerendered); app pages are router links. */
const secondaryLinks: Array<{ label: string; href?: string; to?: string }> = [
  { label: 'Features', href: `${paths.landing}#features` },
  { label: 'Pricing', href: `${paths.landing}#pricing` },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Contact', to: paths.contact },
];

/** Header for public pages (landing, legal, contact): a Sign In link to the hosted login. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Shell
      header={
        <>
          <header className="site-header">
            <Brand />
            <nav aria-label="Main" className="site-header__nav">
              <a href={paths.signIn()}>Recipes</a>
              {secondaryLinks.map(({ label, href, to }) =>
                to ? (
                  <Link key={label} className="site-header__secondary" to={to}>
                    {label}
                  </Link>
                ) : (
                  <a key={label} className="site-header__secondary" href={href}>
                    {label}
                  </a>
                ),
              )}
              <a className="btn btn--primary btn--small" href={paths.signIn()}>
                Sign In
              </a>
            </nav>
          </header>
          <SignOutNotice />
        </>
      }
    >
      {children}
    </Shell>
  );
}
