import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';

/** Header for signed-in screens (spec section 2). Badges and menus fill in as modules land. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const { user } = useUser();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Brand />
        <nav aria-label="Main" className="site-header__nav">
          <Link to="/meal-plans">Meal plans</Link>
          <Link to="/videos">Videos</Link>
          <Link to="/cooking-assistant">Assistant</Link>
          <Link to="/shopping-list">List</Link>
          <Link to="/favorites">Favorites</Link>
          <span className="site-header__user">{user?.firstName ?? user?.email}</span>
          <a href="/api/logout">Log out</a>
        </nav>
      </header>
      {children}
      <SiteFooter />
    </div>
  );
}
