import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useResendVerification } from '../api/verify-email';
import './verify-email-banner.css';

/**
 * Under the header of every signed-in page while the cook's address is unconfirmed (such an account
 * can cook, but holds no role until the mailed link is opened). The result of "Resend link" is read
 * out from a status region that is always present, so screen readers announce it when it changes.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const resend = useResendVerification();
  if (user?.emailVerified !== false) return null;
  const result = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? errorMessage(resend.error, 'The link could not be sent. Please try again in a moment.')
      : '';
  return (
    <section className="verify-banner" aria-label="E-mail address not confirmed">
      <div className="verify-banner__inner">
        <p className="verify-banner__text">
          Confirm your e-mail address: we sent a link to <strong>{user.email}</strong>.
        </p>
        <Button variant="secondary" className="btn--small" onClick={() => resend.mutate()} disabled={resend.isPending}>
          Resend link
        </Button>
        <p role="status" className={`verify-banner__result${resend.isError ? ' verify-banner__result--error' : ''}`}>
          {result}
        </p>
      </div>
    </section>
  );
}
