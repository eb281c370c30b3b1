import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth/components/auth-forms';
import { useDocumentTitle } from '../use-document-title';
import { paths } from '../../lib/paths';

export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password', 'Choose a new password for your Sous account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <main className="page page--auth" id="main">
      <div className="panel auth-card">
        <h1>Choose a new password</h1>
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
      </div>
    </main>
  );
}
