import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PageRequest } from '@common/contracts/paging';
import { CONTACT_THANKS } from '@common/contracts/contact';
import { type AdminContactMessage, type ContactAccepted, type ContactRequest } from '@common/contracts/contact.schema';
import type { Db } from '../../platform/db';
import { transactWithEvents, type OutboxRelay } from '../../platform/events/outbox';
import { consumeOrThrow } from '../../platform/rate-limit';
import * as repo from './contact.repository';
import { pageFacts } from '../../platform/paged-query';

export interface ContactDeps {
  db: Db;
  relay: OutboxRelay;
  /** Messages per IP per hour. */
  messagesPerIp: RateLimiterAbstract;
}

export const presentContactMessage = (row: repo.ContactMessageRow): AdminContactMessage => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.created_at.toISOString(),
  emailedAt: row.emailed_at?.toISOString() ?? null,
});

export function createContactService({ db, relay, messagesPerIp }: ContactDeps) {
  return {
    /**
     * Stored with its `contact_message.sent` event; the worker mails support (reply-to the sender).
     * No auto-reply goes to the given address: a public form must not mail arbitrary addresses.
     */
    async send(input: ContactRequest, ip: string | null): Promise<ContactAccepted> {
      await consumeOrThrow(messagesPerIp, ip ?? 'unknown');
      const row = await transactWithEvents(db, relay, async (trx, emit) => {
        const inserted = await repo.insertMessage(trx, {
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          subject: input.subject,
          message: input.message,
          ip,
        });
        await emit('contact_message.sent', { contactMessageId: inserted.id });
        return inserted;
      });
      return { id: row.id, message: CONTACT_THANKS };
    },

    async adminList(filter: { notEmailed?: boolean }, page: PageRequest) {
      const { rows, total } = await repo.listMessages(db, filter, page);
      return {
        messages: rows.map(presentContactMessage),
        ...pageFacts(total, page),
      };
    },

    /** For the ops overview. */
    async waiting() {
      const summary = await repo.summary(db);
      return {
        total: summary.total,
        last24h: summary.last24h,
        notEmailed: summary.notEmailed,
        oldestNotEmailed: summary.oldestNotEmailed ? presentContactMessage(summary.oldestNotEmailed) : null,
        newest: summary.newest ? presentContactMessage(summary.newest) : null,
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
