import { describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client';
import { signUpPremium } from '../../testing/premium-user';
import { settleMail, useSmtpTestServer } from '../../testing/smtp-test-server';
import { waitFor } from '../../testing/wait-for';

/** The expert processors' mail through real SMTP (a local smtp-server): who gets what, exactly once. */
const experts = ['sauce.expert@example.com', 'bread.expert@example.com'];
const setup = useSmtpTestServer({ EXPERT_EMAILS: experts.join(','), RATE_AUTH_PER_IP: '1000' });

describe('expert question mail over SMTP', () => {
  const { smtp } = setup;

  it('mails the expert flow once each: acknowledgement, one notification per expert, the answer', async () => {
    const cook = await signUpPremium(setup.server.url);
    const question = `How long do I rest a brisket? ${Date.now()}`;
    const asked = await cook.client.post('/api/cooking-expert/submit', {
      question,
      name: 'Sam',
      category: 'Meat Preparation & Cooking',
    });
    expect(asked.status).toBe(201);
    await waitFor(() => experts.every((expert) => smtp.to(expert, question).length === 1));
    const ack = await waitFor(() => smtp.to(cook.account.email, question)[0]);
    expect(ack.raw).toContain('Subject: We got your cooking question: answer within 24 hours');
    expect(ack.raw).toContain('within 24 hours');

    const links = experts.map((expert) => {
      const mail = smtp.to(expert, question)[0];
      expect(mail.to).toEqual([expert]); // experts do not see each other's addresses
      expect(mail.raw).toContain('Subject: New cooking question: Meat Preparation & Cooking');
      return /\/expert\/answer\/([A-Za-z0-9_-]{20,})/.exec(mail.raw)![1];
    });
    expect(new Set(links).size).toBe(1);

    const expertBrowser = new TestClient(setup.server.url);
    expect((await expertBrowser.get(`/api/expert/answer/${links[0]}`)).json.question).toBe(question);
    const answered = await expertBrowser.post(`/api/expert/answer/${links[0]}`, {
      answer: 'Rest it wrapped for at least an hour, ideally two, in a warm cooler.',
    });
    expect(answered.status).toBe(200);
    await waitFor(() => smtp.to(cook.account.email, 'Subject: Your cooking question has been answered').length === 1);
    await settleMail();
    const cookMail = smtp.to(cook.account.email, question);
    expect(cookMail).toHaveLength(2);
    expect(cookMail[1].raw).toContain('in a warm cooler');
    for (const expert of experts) expect(smtp.to(expert, question)).toHaveLength(1);
  });
});
