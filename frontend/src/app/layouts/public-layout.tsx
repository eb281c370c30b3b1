import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from './brand';
import { paths } from '../../lib/paths';
import { Shell } from './shell';
import { CookHeader, HeaderPlaceholder } from './signed-in-layout';
import { MenuIcon } from '../../components/ui/icons';
import { useSession } from '../../lib/session';

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

function VisitorLink({
  label,
  href,
  to,
  className,
}: {
  label: string;
  href?: string;
  to?: string;
  className?: string;
}) {
  return to ? (
    <Link className={className} to={to}>
      {label}
    </Link>
  ) : (
    <a className={className} href={href}>
      {label}
    </a>
  );
}

/** Closes the phone menu once one of its links is followed (an anchor on this page leaves it open otherwise). */
const closeMenu = (event: MouseEvent<HTMLElement>) => {
  if ((event.target as HTMLElement).closest('a')) event.currentTarget.closest('details')?.removeAttribute('open');
};

/** The spec's header for visitors: Recipes and Sign In to the hosted login, the landing's sections, legal and contact. */
function VisitorHeader() {
  return (
    <header className="site-header">
      <Brand />
      <nav aria-label="Main" className="site-header__nav">
        <a className="wide-only" href={paths.signIn()}>
          Recipes
        </a>
        {secondaryLinks.map((link) => (
          <VisitorLink key={link.label} className="site-header__secondary" {...link} />
        ))}
        <a className="btn btn--primary btn--small" href={paths.signIn()}>
          Sign In
        </a>
        <details className="visitor-menu phone-only">
          <summary className="menu-button">
            <MenuIcon />
            Menu
          </summary>
          <div className="menu" onClick={closeMenu}>
            <a className="menu__item" href={paths.signIn()}>
              Recipes
            </a>
            {secondaryLinks.map((link) => (
              <VisitorLink key={link.label} className="menu__item" {...link} />
            ))}
          </div>
        </details>
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
