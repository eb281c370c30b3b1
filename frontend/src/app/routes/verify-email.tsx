import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useResendVerification, useVerifyEmail } from '../../features/auth/api/verify-email';
import { errorMessage } from '../../lib/api';
import { AuthCardPage } from '../page';
import { paths } from '../../lib/paths';
import { FormError } from '../../components/ui/form-error';
import { useLinkToken } from '../route-params';

/** "Resend link" for a signed-in cook whose address is still unconfirmed; the result is announced. */
function ResendLink() {
  const resend = useResendVerification();
  return (
    <div className="stack">
      <Button onClick={() => resend.mutate()} disabled={resend.isPending}>
        Resend link
      </Button>
      <p role="status" className={resend.isError ? 'form-error' : resend.isSuccess ? 'notice' : undefined}>
        {resend.isSuccess
          ? resend.data.message
          : resend.isError
            ? errorMessage(resend.error, 'The link could not be sent. Please try again in a moment.')
            : ''}
      </p>
    </div>
  );
}

function Verification({ token }: { token: string }) {
  const state = useVerifyEmail(token);
  const { user } = useSession();
  if (state.status === 'pending') {
    return (
      <p role="status" className="muted">
        Confirming your e-mail address…
      </p>
    );
  }
  if (state.status === 'done') {
    return (
      <div className="stack">
        <p className="notice" role="status">
          Your e-mail address is confirmed.
        </p>
        <p>
          You are signed in as <strong>{state.user.email}</strong>.
        </p>
        <ButtonLink to={paths.recipes}>Continue to recipes</ButtonLink>
      </div>
    );
  }
  return (
    <div className="stack">
      <FormError message={errorMessage(state.error, 'This link could not be checked. Please try again.')} />
      {user && !user.emailVerified ? (
        <ResendLink />
      ) : user ? (
        <p>
          To change your address, ask for a new link from <Link to={paths.account}>Account settings</Link>.
        </p>
      ) : (
        <p>
          <Link to={paths.login}>Sign in</Link> to ask for a new link.
        </p>
      )}
    </div>
  );
}

/**
 * `/verify-email?token=…`, the link mailed at sign-up and for an e-mail change. Opening it changes
 * nothing by itself (a GET: mail scanners and link previews may fetch it); the page then POSTs the
 * token once.
 */
export default function VerifyEmailPage() {
  const token = useLinkToken();
  return (
    <AuthCardPage title="Confirm your e-mail address" description="Confirm the e-mail address of your Sous account.">
      {token ? (
        <Verification token={token} />
      ) : (
        <p>
          This link is incomplete. Open the link from the e-mail again, or <Link to={paths.login}>sign in</Link> to ask
          for a new one.
        </p>
      )}
    </AuthCardPage>
  );
}
