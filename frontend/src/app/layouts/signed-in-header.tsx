import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NavMenu, NavMenuLabel, NavMenuSeparator } from '../../components/ui/nav-menu';
import {
  CalendarIcon,
  CartIcon,
  ChefIcon,
  CloseIcon,
  CrownIcon,
  HeartIcon,
  MenuIcon,
  QuestionIcon,
  SearchIcon,
  VideoIcon,
} from '../../components/ui/icons';
import { usePremium, useSession } from '../../lib/session';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { badgeCount } from '../../lib/format';
import { useHeaderCounts } from '../use-header-counts';
import { OfflineBadge } from '../offline-badge';
import { Brand } from './brand';
import { paths } from '../../lib/paths';

function HeaderSearch({ className = '', autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('search') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = query.trim();
    navigate(search ? paths.recipeSearch(search) : paths.recipes);
  };
  return (
    <form role="search" className={`header-search ${className}`.trim()} onSubmit={submit}>
      <SearchIcon />
      <input
        type="search"
        aria-label="Search recipes"
        placeholder="Search recipes..."
        value={query}
        autoFocus={autoFocus}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}

function IconLink({
  to,
  label,
  badge,
  highlighted,
  wideOnly,
  children,
}: {
  to: string;
  label: string;
  badge?: number;
  highlighted?: boolean;
  /** Shown from 768 px; on a phone the place is in the menu instead. */
  wideOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`icon-link${highlighted ? ' icon-link--premium' : ''}${wideOnly ? ' wide-only' : ''}`}
      aria-label={badge !== undefined ? `${label} (${badge})` : label}
      data-tooltip={label}
    >
      {children}
      {badge !== undefined && badge > 0 && (
        <span className="icon-link__count" aria-hidden="true">
          {badgeCount(badge)}
        </span>
      )}
    </Link>
  );
}

/**
 * "Log out" stays a link to the spec's /api/logout (a plain navigation still works without this
 * script), but first the device forgets the cook: offline copies, pending writes, the service
 * worker's copies of their answers (app/sign-out.ts).
 */
function logOut(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void import('../sign-out')
    .then(({ leaveSignedOut }) => leaveSignedOut(href))
    .catch(() => window.location.assign(href));
}

/** The avatar and first name (or initial) that open the account menu. */
function Avatar({ displayName, imageUrl }: { displayName: string; imageUrl?: string | null }) {
  return (
    <span className="avatar">
      {imageUrl ? <img src={imageUrl} alt="" /> : <span aria-hidden="true">{displayName.charAt(0)}</span>}
      <span className="avatar__name">{displayName}</span>
    </span>
  );
}

/**
 * Header for signed-in screens, as spec section 2 describes it. From 768 px it is one row of
 * labelled icons and the account menu; on a phone it is the search toggle, the list (what a cook
 * reaches for in the store) and one menu holding every other place, each named in words and listed
 * once.
 */
function SignedInHeader() {
  const { user } = useSession();
  const counts = useHeaderCounts();
  const [searchOpen, setSearchOpen] = useState(false);
  const premium = usePremium();
  const admin = Boolean(user?.roles.includes('admin'));
  const displayName = user?.firstName || user?.email.charAt(0).toUpperCase() || '';
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const premiumOnly = premium ? '' : ' (Premium)';
  const accountLabel = (
    <NavMenuLabel>
      <strong>{fullName || displayName}</strong>
      <span className="muted">{user?.email}</span>
    </NavMenuLabel>
  );
  /** The cook's own week, household, favorites and collections: in the account menu and the phone's menu alike. */
  const kitchenItems = (
    <>
      <Link className="menu__item" to={paths.planner}>
        My Week
      </Link>
      <Link className="menu__item" to={paths.household}>
        Household
      </Link>
      <Link className="menu__item" to={paths.favorites}>
        My Favorites ({counts.favorites})
      </Link>
      <Link className="menu__item" to={paths.collections}>
        Collections
      </Link>
    </>
  );
  const accountItems = (
    <>
      <Link className="menu__item" to={paths.subscribe}>
        {premium ? 'Premium Active' : 'Get Premium'}
      </Link>
      <Link className="menu__item" to={paths.account}>
        Account settings
      </Link>
      {admin && (
        <Link className="menu__item" to={paths.admin}>
          Operations
        </Link>
      )}
      <NavMenuSeparator />
      <a className="menu__item" href={paths.signOut} onClick={logOut}>
        Log out
      </a>
    </>
  );

  return (
    <header className="site-header site-header--app">
      <Brand />
      <OfflineBadge />
      <HeaderSearch className="header-search--wide" />
      <nav aria-label="Main" className="site-header__icons">
        <button
          type="button"
          className="icon-link search-toggle"
          aria-label={searchOpen ? 'Close search' : 'Open search'}
          aria-expanded={searchOpen}
          aria-controls="mobile-search"
          onClick={() => setSearchOpen((open) => !open)}
        >
          {searchOpen ? <CloseIcon /> : <SearchIcon />}
        </button>
        <IconLink to={paths.mealPlans} label="Meal plans" wideOnly>
          <CalendarIcon />
        </IconLink>
        <IconLink
          to={paths.cookingAssistant}
          label={premium ? 'AI cooking assistant' : 'AI cooking assistant — a Premium feature. Upgrade to use it'}
          highlighted={premium}
          wideOnly
        >
          <ChefIcon />
        </IconLink>
        <IconLink
          to={paths.cookingExpert}
          label={premium ? 'Ask an Expert' : 'Ask an Expert — a Premium feature'}
          wideOnly
        >
          <QuestionIcon />
        </IconLink>
        <IconLink to={paths.videos} label="Cooking videos" wideOnly>
          <VideoIcon />
        </IconLink>
        <IconLink
          to={premium ? paths.cookingClasses : paths.subscribe}
          label={premium ? 'Premium masterclasses' : 'Premium feature — upgrade to Premium Chef'}
          highlighted={premium}
          wideOnly
        >
          <CrownIcon />
        </IconLink>
        <IconLink to={paths.shoppingList} label="Shopping list" badge={counts.shoppingList}>
          <CartIcon />
        </IconLink>
        <IconLink to={paths.favorites} label="Favorites" badge={counts.favorites} wideOnly>
          <HeartIcon />
        </IconLink>
        <span className="wide-only">
          <NavMenu
            id="account-menu"
            label="Account menu"
            trigger={<Avatar displayName={displayName} imageUrl={user?.profileImageUrl} />}
          >
            {accountLabel}
            <NavMenuSeparator />
            {kitchenItems}
            {accountItems}
          </NavMenu>
        </span>
        <span className="phone-only">
          <NavMenu
            id="phone-menu"
            label="Menu"
            trigger={
              <span className="pill-button pill-button--menu">
                <MenuIcon />
                Menu
              </span>
            }
          >
            {accountLabel}
            <NavMenuSeparator />
            <Link className="menu__item" to={paths.recipes}>
              Recipes
            </Link>
            {kitchenItems}
            <Link className="menu__item" to={paths.mealPlans}>
              Meal plans
            </Link>
            <Link className="menu__item" to={paths.videos}>
              Cooking videos
            </Link>
            <Link className="menu__item" to={paths.cookingClasses}>
              Masterclasses{premiumOnly}
            </Link>
            <Link className="menu__item" to={paths.cookingAssistant}>
              AI cooking assistant{premiumOnly}
            </Link>
            <Link className="menu__item" to={paths.cookingExpert}>
              Ask an Expert{premiumOnly}
            </Link>
            <NavMenuSeparator />
            {accountItems}
          </NavMenu>
        </span>
      </nav>
      {searchOpen && (
        <div id="mobile-search" className="mobile-search">
          <HeaderSearch autoFocus />
        </div>
      )}
    </header>
  );
}

/** Loaded on demand (signed-in-layout.tsx) in parallel with the page: its menus and counts stay off the landing page's download. */
export default function SignedInHeaderWithBanner() {
  return (
    <>
      <SignedInHeader />
      <VerifyEmailBanner />
    </>
  );
}
