import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { serverFieldErrors } from '../../../lib/contract-form';
import { useInvitePreview, useJoinHousehold, type Household } from '../api/household';

/** What a bad link's answer says: the server's sentence about the token, else its message. */
const linkProblem = (error: unknown) =>
  serverFieldErrors(error, { token: 'This link' }).token ??
  errorMessage(error, 'Could not open this invite link. Try again.');

/**
 * An invite link opened: whose household it is and who invited the cook, to join or leave for now.
 * A cook already in a household is told to leave it first.
 */
export function JoinHouseholdCard({
  token,
  current,
  onDone,
}: {
  token: string;
  current: Household | null;
  onDone: () => void;
}) {
  const preview = useInvitePreview(token);
  const join = useJoinHousehold();
  // Joined: the household shows below while the link leaves the address.
  if (join.isSuccess) return null;
  return (
    <section className="panel panel--accent stack household-invite" aria-labelledby="household-invite">
      {preview.isPending ? (
        <>
          <h2 id="household-invite">Opening your invite…</h2>
          <Skeleton height="1.5rem" />
        </>
      ) : preview.isError ? (
        <>
          <h2 id="household-invite">Can’t join with this link</h2>
          <p role="alert">{linkProblem(preview.error)}</p>
          <div className="household__actions">
            <Button variant="secondary" onClick={onDone}>
              OK
            </Button>
          </div>
        </>
      ) : (
        <>
          <h2 id="household-invite">Join {preview.data.householdName}?</h2>
          <p>{preview.data.invitedBy} invited you. You would share their shopping list and week plan.</p>
          {current ? (
            <p className="notice" role="status">
              You are in {current.name}. Leave it first to join another household.
            </p>
          ) : null}
          <FormError message={join.error ? linkProblem(join.error) : null} />
          <div className="household__actions">
            <Button variant="secondary" onClick={onDone}>
              Not now
            </Button>
            {!current && (
              <Button disabled={join.isPending} onClick={() => join.mutate(token, { onSuccess: onDone })}>
                {join.isPending ? 'Joining…' : 'Join'}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
