import { useSession } from '../../lib/session';
import { ACCOUNT_EXPORT_URL } from '../../features/account/api/export';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { DeviceList } from '../../features/account/components/device-list';
import { ChangeEmailForm } from '../../features/account/components/email-form';
import { ChangePasswordForm } from '../../features/account/components/password-form';
import { ProfileSummary } from '../../features/account/components/profile-summary';
import '../../features/account/account.css';
import { leaveSignedOut } from '../sign-out';
import { useAppConfig } from '../use-app-config';
import { useDocumentTitle } from '../use-document-title';
import { paths } from '../../lib/paths';

/** Where this browser goes once its own session has ended here; the page there says why. */
const signedOut = (everywhere: boolean) =>
  `${paths.login}?notice=${everywhere ? 'signed-out-everywhere' : 'signed-out'}`;
const ACCOUNT_DELETED = '/?notice=account-deleted';

/** `/account`: the cook's control of their account (signed in; visitors go to sign-in and back). */
export default function AccountPage() {
  useDocumentTitle('Account settings', 'Your Sous account: password, e-mail, signed-in devices, your data.');
  const { user } = useSession();
  const { appName } = useAppConfig();
  if (!user) return null;
  return (
    <main className="page page--narrow account" id="main">
      <h1>Account settings</h1>
      <div className="panel">
        <ProfileSummary user={user} appName={appName} />
      </div>
      <div className="panel">
        <ChangePasswordForm />
      </div>
      <div className="panel">
        <ChangeEmailForm currentEmail={user.email} />
      </div>
      <div className="panel">
        <DeviceList onThisDeviceSignedOut={(everywhere) => void leaveSignedOut(signedOut(everywhere))} />
      </div>
      <section className="panel stack" aria-labelledby="account-data">
        <h2 id="account-data">Your data</h2>
        <p>
          Everything your account holds — profile, favorites, shopping list, saved videos, questions to our experts,
          reviews, ratings, subscription and signed-in devices — as one JSON file.
        </p>
        <div>
          <a className="btn btn--secondary" href={ACCOUNT_EXPORT_URL} download>
            Download my data
          </a>
        </div>
      </section>
      <div className="panel panel--danger">
        <DeleteAccount email={user.email} onDeleted={() => void leaveSignedOut(ACCOUNT_DELETED)} />
      </div>
    </main>
  );
}
