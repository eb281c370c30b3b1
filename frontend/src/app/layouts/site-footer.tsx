import { Link } from 'react-router-dom';
import { useAppConfig } from '../use-app-config';

export function SiteFooter() {
  const { contactEmail } = useAppConfig();
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <a href="/#features">Features</a>
        <Link to="/recipes">Recipes</Link>
        <Link to="/cuisines">Cuisines</Link>
        <Link to="/contact">Contact</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/terms">Terms</Link>
      </nav>
      <p>
        Questions? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> — we answer within 24 hours.
      </p>
    </footer>
  );
}
