import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from './brand';
import { paths } from '../../lib/paths';
import { Shell } from './shell';
import { CookHeader, HeaderPlaceholder } from './signed-in-layout';
import { useSession } from '../../lib/session';

/** Read after the first render: the landing page is prerendered without it, and hydrates as drawn. */
function SignOutNotice() {
  const { search } = useLocation();
  const [notice, setNotice] = useState<string>();
  useEffect(() => {
    const reason = new URLSearchParams(search).get('notice');
    // The sentences come with the page that needs them, not in every visitor's landing page script.
    if (reason) void import('./sign-out-notices').then((module) => setNotice(module.notices[reason]));
    else setNotice(undefined);
  }, [search]);
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
const visitorLinks: Array<{ label: string; href?: string; to?: string }> = [
  { label: 'Recipes', href: paths.signIn() },
  { label: 'Features', href: `${paths.landing}#features` },
  { label: 'Pricing', href: `${paths.landing}#pricing` },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Contact', to: paths.contact },
];

/**
 * The spec's header for visitors: Recipes and Sign In to the hosted login, the landing's sections,
 * legal and contact. One list of links: in the row from 768 px, and on a phone a popover opened by
 * "Menu" (the browser's own: it opens, closes on Escape or a tap elsewhere, before any script runs).
 */
function VisitorHeader() {
  return (
    <header className="site-header">
      <Brand />
      <nav aria-label="Main" className="site-header__nav">
        <div
          id="visitor-menu"
          className="visitor-menu"
          popover="auto"
          // Closes the phone menu once a link is followed (an anchor on this page would leave it open).
          onClick={(event) => event.currentTarget.hidePopover()}
        >
          {visitorLinks.map(({ label, href, to }) =>
            to ? (
              <Link key={label} to={to}>
                {label}
              </Link>
            ) : (
              <a key={label} href={href}>
                {label}
              </a>
            ),
          )}
        </div>
        <a className="btn btn--primary btn--small" href={paths.signIn()}>
          Sign In
        </a>
        <button
          type="button"
          className="pill-button pill-button--menu menu-button phone-only"
          popoverTarget="visitor-menu"
        >
          Menu
        </button>
      </nav>
    </header>
  );
}

/**
 * The frame of public pages (landing, plans, legal, contact, the expert's answer): the visitor's
 * header, or a signed-in cook's own (DECISIONS.md), and a placeholder of the same size while the
 * session check has not answered (a prerendered page comes with its answer).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useSession();
  const header = isSignedIn ? <CookHeader /> : isLoading ? <HeaderPlaceholder /> : <VisitorHeader />;
  return (
    <Shell
      header={
        <>
          {header}
          <SignOutNotice />
        </>
      }
    >
      {children}
    </Shell>
  );
}
