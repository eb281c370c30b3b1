import type { ComponentType, ReactNode } from 'react';
import { usePremium } from '../lib/session';
import { useDocumentTitle } from './use-document-title';

interface PageProps {
  /** The document's title (and the link previews'); empty for the site's own. */
  title: string;
  description: string;
  className?: string;
  children?: ReactNode;
}

/** A route's `<main>` landmark, the skip link's target, which also sets the document's title and description. */
export function Page({ title, description, className = 'page', children }: PageProps) {
  useDocumentTitle(title, description);
  return (
    <main id="main" className={className}>
      {children}
    </main>
  );
}

/** A signed-out card page (sign in, new password, e-mail confirmation): one panel in a narrow column, headed by its title unless `heading` says otherwise. */
export function AuthCardPage({ heading, children, ...page }: Omit<PageProps, 'className'> & { heading?: string }) {
  return (
    <Page {...page} className="page page--auth">
      <div className="panel auth-card">
        <h1>{heading ?? page.title}</h1>
        {children}
      </div>
    </Page>
  );
}

/** A wide page of one screen that shows what the signed-in user's tier (free or Premium) allows. */
export function tieredScreenPage(
  Screen: ComponentType<{ isPremium: boolean }>,
  page: Pick<PageProps, 'title' | 'description'>,
) {
  return function TieredScreenPage() {
    const isPremium = usePremium();
    return (
      <Page {...page} className="page page--wide">
        <Screen isPremium={isPremium} />
      </Page>
    );
  };
}
