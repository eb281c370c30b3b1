import type { ReactNode } from 'react';
import './verify-email-banner.css';

/**
 * The unconfirmed-address band as it is laid out: the banner fills `action` with its button, and the
 * signed-in header's placeholder draws the same band (without a working button) while the header's
 * chunk loads, so the page below does not move when it arrives.
 */
export function VerifyEmailFrame({ email, action, hidden }: { email: string; action: ReactNode; hidden?: boolean }) {
  return (
    <section
      className="verify-banner"
      aria-label={hidden ? undefined : 'E-mail address not confirmed'}
      aria-hidden={hidden || undefined}
    >
      <div className="verify-banner__inner">
        <p className="verify-banner__text">
          Confirm your e-mail address: we sent a link to <strong>{email}</strong>.
        </p>
        {action}
      </div>
    </section>
  );
}
