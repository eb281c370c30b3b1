import { Link } from 'react-router-dom';
import type { SessionUser } from '@common/contracts/auth.schema';
import { paths } from '../../../lib/paths';

/** Who is signed in: name, address (and whether it is confirmed), plan. */
export function ProfileSummary({ user, appName }: { user: SessionUser; appName: string }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="account-profile">
      <h2 id="account-profile" className="visually-hidden">
        Profile
      </h2>
      <dl className="profile-summary">
        <div>
          <dt>Name</dt>
          <dd>{name || <span className="muted">Not given</span>}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <span className="profile-summary__email">{user.email}</span>{' '}
            {user.emailVerified ? (
              <span className="status-pill status-pill--ok">Confirmed</span>
            ) : (
              <span className="status-pill status-pill--warn">Not confirmed</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>
            {user.isPremium ? 'Premium Chef' : `${appName} Free`} ·{' '}
            <Link to={paths.subscribe}>{user.isPremium ? 'Manage subscription' : 'Get Premium'}</Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
