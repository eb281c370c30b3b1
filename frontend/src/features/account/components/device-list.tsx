import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useEndAllSessions, useEndSession, useSessions, type AccountSession } from '../api/sessions';
import { describeUserAgent, longDate, whenActive } from '../lib/devices';

function Device({
  session,
  onThisDeviceSignedOut,
}: {
  session: AccountSession;
  onThisDeviceSignedOut: (everywhere: boolean) => void;
}) {
  const end = useEndSession();
  const name = describeUserAgent(session.userAgent);
  return (
    <li className="device">
      <div className="device__about">
        <p className="device__name">
          {name}
          {session.current && <span className="device__this">This device</span>}
        </p>
        <p className="device__meta muted">
          {session.ip ? `IP ${session.ip} · ` : ''}
          Last active {session.current ? 'now' : whenActive(session.lastSeenAt)} · Signed in{' '}
          {longDate(session.createdAt)}
        </p>
        {end.isError && (
          <p className="form-error" role="alert">
            {errorMessage(end.error, 'That device could not be signed out. Please try again.')}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        className="btn--small"
        aria-label={`Sign out ${name}${session.current ? ' (this device)' : ''}`}
        disabled={end.isPending}
        onClick={() => end.mutate(session.id, { onSuccess: () => session.current && onThisDeviceSignedOut(false) })}
      >
        Sign out
      </Button>
    </li>
  );
}

/**
 * The devices signed in to the account, each with "Sign out", and "Sign out everywhere" (this device
 * too). `onThisDeviceSignedOut` runs when this browser's own session has ended.
 */
export function DeviceList({ onThisDeviceSignedOut }: { onThisDeviceSignedOut: (everywhere: boolean) => void }) {
  const sessions = useSessions();
  const endAll = useEndAllSessions();
  return (
    <section className="stack" aria-labelledby="account-devices">
      <h2 id="account-devices">Signed-in devices</h2>
      {sessions.isLoading && (
        <p role="status" className="muted">
          Loading your devices…
        </p>
      )}
      {sessions.isError && (
        <p className="form-error" role="alert">
          {errorMessage(sessions.error, 'Your devices could not be loaded. Please try again.')}
        </p>
      )}
      {sessions.data && (
        <ul className="device-list">
          {[...sessions.data]
            .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
            .map((session) => (
              <Device key={session.id} session={session} onThisDeviceSignedOut={onThisDeviceSignedOut} />
            ))}
        </ul>
      )}
      <div>
        <AlertDialog
          trigger={<Button variant="secondary">Sign out everywhere</Button>}
          title="Sign out everywhere?"
          description="Every device signed in to your account is signed out, this one included. You will need your password to sign in again."
          confirmLabel="Sign out everywhere"
          confirmDisabled={endAll.isPending}
          onConfirm={() => endAll.mutate(undefined, { onSuccess: () => onThisDeviceSignedOut(true) })}
        />
        {endAll.isError && (
          <p className="form-error" role="alert">
            {errorMessage(endAll.error, 'The devices could not be signed out. Please try again.')}
          </p>
        )}
      </div>
    </section>
  );
}
