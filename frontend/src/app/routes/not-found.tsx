import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../use-document-title';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  useDocumentTitle(
    'Page not found',
    'This page does not exist. Head back to Sous to browse recipes, meal plans and more.',
  );
  return (
    <main className="page page--narrow not-found" id="main">
      <h1>404 Page Not Found</h1>
      <p>The page you were looking for is not on the menu.</p>
      <Link className="btn btn--primary" to={paths.home}>
        Go to the home page
      </Link>
    </main>
  );
}
