import { useState } from 'react';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import {
  useCreateInvite,
  useLeaveHousehold,
  useRemoveMember,
  useRenameHousehold,
  useRevokeInvites,
  type Household,
  type HouseholdMember,
} from '../api/household';
import { HouseholdNameForm } from './household-name-form';

const expiryDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

/** The household the cook is in: who is in it, and (for its owner) inviting and removing people. */
export function HouseholdMembers({ household }: { household: Household }) {
  const owner = household.role === 'owner';
  return (
    <div className="stack household">
      <section className="panel stack" aria-labelledby="household-name">
        <div className="household__heading">
          <p className="overline">Your household</p>
          <h2 id="household-name">{household.name}</h2>
          <p className="muted">
            Everyone here shares one shopping list, one week plan, and the recipes and collections they share with the
            household.
          </p>
        </div>
        {owner && <RenameHousehold household={household} />}
        <ul className="plain-list household__members" aria-label="Members">
          {household.members.map((member) => (
            <MemberRow key={member.userId} member={member} removable={owner && !member.you} />
          ))}
        </ul>
      </section>
      {owner && <InviteSomeone />}
      <LeaveHousehold household={household} />
    </div>
  );
}

/** The owner's Rename: the name's form opens in place and closes once saved. */
function RenameHousehold({ household }: { household: Household }) {
  const [open, setOpen] = useState(false);
  const rename = useRenameHousehold();
  const { toast } = useToast();
  if (!open)
    return (
      <div className="household__actions">
        <Button variant="secondary" className="btn--small" onClick={() => setOpen(true)}>
          Rename household
        </Button>
      </div>
    );
  const mutation = {
    error: rename.error,
    isPending: rename.isPending,
    reset: rename.reset,
    mutate: (name: string) =>
      rename.mutate(name, {
        onSuccess: (renamed) => {
          setOpen(false);
          toast({ title: 'Household renamed', description: renamed.name });
        },
      }),
  };
  return (
    <div className="stack stack--tight">
      <HouseholdNameForm mutation={mutation} defaultValue={household.name} pendingLabel="Saving…">
        Save name
      </HouseholdNameForm>
      <Button variant="ghost" className="btn--small" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </div>
  );
}

function MemberRow({ member, removable }: { member: HouseholdMember; removable: boolean }) {
  const remove = useRemoveMember();
  const { toast } = useToast();
  return (
    <li className="household__member">
      <div className="household__member-text">
        <span className="household__member-name">
          {member.name}
          {member.you && <span className="muted"> (you)</span>}
          <Badge tone={member.role === 'owner' ? 'success' : 'neutral'} small>
            {member.role === 'owner' ? 'Owner' : 'Member'}
          </Badge>
        </span>
        <span className="muted household__member-email">{member.email}</span>
      </div>
      {removable && (
        <AlertDialog
          trigger={
            <Button variant="ghost" className="btn--small" disabled={remove.isPending}>
              Remove<span className="visually-hidden"> {member.name}</span>
            </Button>
          }
          title={`Remove ${member.name}?`}
          description="They stop seeing your shopping list and week plan, and get their own back."
          confirmLabel="Remove"
          onConfirm={() =>
            remove.mutate(member.userId, {
              onSuccess: () =>
                toast({ title: `${member.name} removed`, description: 'They have their own list again.' }),
              onError: (error) =>
                toast({
                  title: 'Could not remove',
                  description: errorMessage(error, 'Try again.'),
                  variant: 'destructive',
                }),
            })
          }
        />
      )}
    </li>
  );
}

/** A single-use link for one person, valid for seven days. */
function InviteSomeone() {
  const invite = useCreateInvite();
  const revoke = useRevokeInvites();
  const { toast } = useToast();
  const revokeAll = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        invite.reset();
        toast({ title: 'Links stopped', description: 'No link sent so far lets anyone join now.' });
      },
      onError: (error) =>
        toast({
          title: 'Could not stop the links',
          description: errorMessage(error, 'Try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <section className="panel stack" aria-labelledby="household-invite-someone">
      <h2 id="household-invite-someone">Invite someone</h2>
      <p className="muted">Each link lets one person join and works for 7 days. Send it however you like.</p>
      {invite.data && (
        <div className="stack stack--tight">
          <CopyField
            value={invite.data.url}
            label="Invite link"
            copied={{ title: 'Link copied', description: 'Send it to the person you cook with.' }}
          />
          <p className="field__hint">Works once, until {expiryDate(invite.data.expiresAt)}.</p>
        </div>
      )}
      {invite.isError && <p role="alert">{errorMessage(invite.error, 'Could not make a link. Try again.')}</p>}
      <div className="household__actions">
        <Button
          variant={invite.data ? 'secondary' : 'primary'}
          disabled={invite.isPending}
          onClick={() => invite.mutate()}
        >
          {invite.data ? 'Make another link' : 'Invite someone'}
        </Button>
        <Button variant="ghost" disabled={revoke.isPending} onClick={revokeAll}>
          Stop unused links
        </Button>
      </div>
    </section>
  );
}

function LeaveHousehold({ household }: { household: Household }) {
  const leave = useLeaveHousehold();
  const { toast } = useToast();
  const owner = household.role === 'owner';
  return (
    <div className="household__actions household__leave">
      <AlertDialog
        trigger={
          <Button variant="secondary" disabled={leave.isPending}>
            Leave household
          </Button>
        }
        title={owner ? `End ${household.name}?` : `Leave ${household.name}?`}
        description={
          owner
            ? 'You started this household, so leaving ends it: everyone gets their own shopping list and week plan back.'
            : 'You stop sharing its shopping list and week plan and get your own back.'
        }
        confirmLabel={owner ? 'End household' : 'Leave'}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => toast({ title: owner ? 'Household ended' : 'You left the household' }),
            onError: (error) =>
              toast({
                title: 'Could not leave',
                description: errorMessage(error, 'Try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
