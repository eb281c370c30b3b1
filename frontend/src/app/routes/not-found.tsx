import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Page } from '../page';

export default function NotFoundPage() {
  return (
    <Page
      title="Page not found"
      description="This page does not exist. Head back to Sous to browse recipes, meal plans and more."
      className="page page--narrow not-found"
    >
      <h1>404 Page Not Found</h1>
      <p>The page you were looking for is not on the menu.</p>
      <Link className="btn btn--primary" to={paths.home}>
        Go to the home page
      </Link>
    </Page>
  );
}
