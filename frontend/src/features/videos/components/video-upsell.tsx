import { ButtonLink } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { lockedBanner } from '../lib/format';

/** Free users: how many of the matching videos are locked. */
export function LockedVideosBanner({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div className="banner locked-banner">
      <span className="locked-banner__icon" aria-hidden="true">
        <LockIcon />
      </span>
      <p>
        <strong>{lockedBanner(count)}</strong>
        <span className="locked-banner__sub"> Your free plan includes 3 cooking videos.</span>
      </p>
      <ButtonLink to={paths.subscribe} variant="secondary" className="btn--small locked-banner__cta">
        See Premium
      </ButtonLink>
    </div>
  );
}
