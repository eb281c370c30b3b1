/**
 * Build-time entry (vite.config.ts, SSR build): the visitor's landing page as HTML, so the first
 * paint does not wait for the app's JavaScript. Rendered with no session and no data, exactly as
 * the browser's first (hydrating) render sees it: queries pending, placeholders showing.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/app';
import { prerenderedPaths, routes } from './app/router';

export { prerenderedPaths };

export function render(pathname: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  return renderToString(<App router={router} />);
}
