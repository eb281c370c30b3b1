import { DELETE_RECENT_SIGN_IN_MINUTES } from '@common/contracts/account';
import { type AccountExport, type DeleteAccountRequest } from '@common/contracts/account.schema';
import type { Db } from '../../platform/db';
import { HttpError, unauthorized } from '../../platform/errors';
import { transactWithEvents, type OutboxRelay } from '../../platform/events/outbox';
import type { Actor } from '../../platform/http/actor';
import type { ClientInfo } from '../auth';
import { forgetAuthor } from '../reviews';
import { subscriptionsToCancelOnClose } from '../subscriptions';
import { presentExport } from './account.presenter';
import * as repo from './account.repository';

export interface AccountDeps {
  db: Db;
  relay: OutboxRelay;
  /** The auth module's password re-check, with sign-in's limits (one guessing budget per account). */
  confirmPassword(actor: Actor, password: string, client: ClientInfo): Promise<boolean>;
  /** Where the app is served: the export's recipe links start with it. */
  origin: string;
}

const invalidPassword = () => new HttpError(403, 'That password is not correct.', 'invalid_password', 'password');
const required = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, 'invalid_input', field);

export function createAccountService({ db, relay, confirmPassword, origin }: AccountDeps) {
  /** The cook proves it is them once more: the password, or for a passwordless account a fresh sign-in. */
  async function confirmIdentity(
    actor: Actor,
    user: repo.UserRow,
    input: DeleteAccountRequest,
    client: ClientInfo,
  ): Promise<void> {
    if (user.password_hash !== null) {
      if (input.password === undefined) throw required('password', 'is required');
      if (!(await confirmPassword(actor, input.password, client))) throw invalidPassword();
      return;
    }
    // Signs in through the OIDC provider only: there is no password to re-enter.
    if (input.confirm !== 'DELETE') throw required('confirm', 'type DELETE, in capitals, to confirm');
    const signedInAt = await repo.sessionSignedInAt(db, actor.sessionTokenHash);
    if (!signedInAt || Date.now() - signedInAt.getTime() > DELETE_RECENT_SIGN_IN_MINUTES * 60_000) {
      throw new HttpError(
        403,
        `Sign in again (within the last ${DELETE_RECENT_SIGN_IN_MINUTES} minutes) to delete your account.`,
        'recent_sign_in_required',
      );
    }
  }

  return {
    /** One consistent snapshot of everything the cook owns. */
    async exportData(actor: Actor): Promise<AccountExport> {
      return db.transaction(
        async (trx) => {
          const user = await repo.findUser(trx, actor.userId);
          if (!user) throw unauthorized();
          return presentExport(user, await repo.readExport(trx, actor.userId), actor.sessionTokenHash, origin);
        },
        { isolationLevel: 'repeatable read', readOnly: true },
      );
    },

    /**
     * Closes the account in one transaction: reviews anonymised and ratings removed (the reviews
     * module's rule), provider events of their subscriptions dropped, then the user row, which every
     * other table of theirs follows by cascade. The subscription's cancellation and the confirmation
     * mail leave through the outbox in that same transaction: a provider or mail server that is
     * down delays them (the worker retries), never the deletion, and a crash cannot lose them.
     */
    async close(actor: Actor, input: DeleteAccountRequest, client: ClientInfo): Promise<void> {
      const user = await repo.findUser(db, actor.userId);
      if (!user) throw unauthorized();
      await confirmIdentity(actor, user, input, client);
      await transactWithEvents(db, relay, async (trx, emit) => {
        const locked = await repo.lockUser(trx, user.id);
        if (!locked) throw unauthorized(); // closed by another request meanwhile
        const subscriptions = await subscriptionsToCancelOnClose(trx, user.id);
        await forgetAuthor(trx, user.id);
        await repo.deletePaymentEventsOf(
          trx,
          subscriptions.map((subscription) => subscription.id),
        );
        await repo.deleteUser(trx, user.id);
        for (const subscription of subscriptions) {
          await emit('account.subscription_cancel_requested', {
            subscriptionId: subscription.id,
            provider: subscription.provider,
          });
        }
        await emit('account.closed', { userId: user.id, email: locked.email, firstName: locked.first_name });
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
