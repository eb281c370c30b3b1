import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

export function Brand({ to = paths.landing }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Sous home">
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M18 38c0-8 6-14 14-14s14 6 14 14H18z" fill="#f6efe3" />
        <rect x="14" y="38" width="36" height="5" rx="2.5" fill="#f6efe3" />
        <circle cx="32" cy="21" r="3" fill="#f6efe3" />
      </svg>
      <span className="brand__name">Sous</span>
    </Link>
  );
}
