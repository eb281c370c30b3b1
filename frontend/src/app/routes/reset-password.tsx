import { Link } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth/components/auth-forms';
import { AuthCardPage } from '../page';
import { paths } from '../../lib/paths';
import { useLinkToken } from '../route-params';

export default function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <AuthCardPage title="Choose a new password" description="Choose a new password for your Sous account.">
      {token ? (
        <>
          <p className="muted">Signing in with the new password ends your sessions on every other device.</p>
          <ResetPasswordForm token={token} onDone={() => window.location.assign(paths.home)} />
        </>
      ) : (
        <p>
          This link is incomplete. <Link to={paths.login}>Request a new reset link</Link>.
        </p>
      )}
    </AuthCardPage>
  );
}
