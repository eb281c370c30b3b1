import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/http-client';
import { mailHeader } from '../../testing/local-smtp';
import { settleMail, useSmtpTestServer } from '../../testing/smtp-test-server';
import { signUpVerified } from '../../testing/verified-user';
import { waitFor } from '../../testing/wait-for';

/** The review processors' mail through real SMTP (a local smtp-server): who gets what, exactly once. */
const setup = useSmtpTestServer({ ADMIN_EMAILS: 'mail-admin@example.com', RATE_AUTH_PER_IP: '1000' });

describe('review outcome mail over SMTP', () => {
  const { smtp } = setup;

  it('mails review outcomes to the author once each: approved, rejected, held then approved by an admin', async () => {
    const { client, account } = await signUp(setup.server.url);
    const admin = (await signUpVerified(setup.server, { email: 'mail-admin@example.com' })).client;
    const good = await client.post('/api/reviews', {
      customerName: 'Mia',
      reviewContent: 'Clear steps and honest timings.',
      starRating: 5,
    });
    const spam = await client.post('/api/reviews', {
      customerName: 'Mia',
      reviewContent: 'Buy now, visit my site www.deals.example',
      starRating: 1,
    });
    const shouty = await client.post('/api/reviews', {
      customerName: 'Mia',
      reviewContent: 'BEST SOUP RECIPES ON THE WEB',
      starRating: 5,
    });
    // The author's mails about reviews (their account's confirmation link aside).
    const reviewMails = () => smtp.to(account.email).filter((mail) => /Subject: .*review/i.test(mail.raw));
    await waitFor(() => reviewMails().length === 3);
    expect(smtp.to(account.email, 'Subject: Your review is live on Sous')).toHaveLength(1);
    expect(smtp.to(account.email, 'Subject: About your review on Sous')).toHaveLength(1);
    expect(smtp.to(account.email, 'Subject: We received your review')).toHaveLength(1);
    expect(smtp.to(account.email, 'Clear steps and honest timings.')).toHaveLength(1);
    expect(smtp.to(account.email, "we'll review it shortly")[0].raw).toContain('BEST SOUP RECIPES ON THE WEB');

    await admin.post(`/api/admin/reviews/${shouty.json.id}/approve`);
    await admin.post(`/api/admin/reviews/${shouty.json.id}/approve`);
    await waitFor(() => smtp.to(account.email, 'Subject: Your review is live on Sous').length === 2);
    await settleMail();
    const all = reviewMails();
    expect(all).toHaveLength(4);
    for (const mail of all) expect(mail.to).toEqual([account.email]); // nobody else on the envelope
    expect(new Set(all.map((mail) => mailHeader(mail.raw, 'Message-ID'))).size).toBe(4);
    expect([good.status, spam.status, shouty.status]).toEqual([201, 201, 201]);
  });
});
