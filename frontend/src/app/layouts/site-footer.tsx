import { Link } from 'react-router-dom';
import { useAppConfig } from '../use-app-config';
import { paths } from '../../lib/paths';

export function SiteFooter() {
  const { contactEmail } = useAppConfig();
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="cluster site-footer__links">
        <a href={`${paths.home}#features`}>Features</a>
        <Link to={paths.recipes}>Recipes</Link>
        <Link to={paths.cuisines}>Cuisines</Link>
        <Link to={paths.contact}>Contact</Link>
        <Link to={paths.privacy}>Privacy</Link>
        <Link to={paths.terms}>Terms</Link>
      </nav>
      <p>
        Questions? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> — we answer within 24 hours.
      </p>
    </footer>
  );
}
