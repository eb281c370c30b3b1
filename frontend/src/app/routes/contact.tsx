import { useState } from 'react';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { Button } from '../../components/ui/button';
import { EmailField, Field, NameFields, TextAreaField } from '../../components/ui/field';
import { useSendContactMessage } from '../../features/contact/api/send-message';
import { useContractForm } from '../../lib/contract-form';
import { useAppConfig } from '../use-app-config';
import { useDocumentTitle } from '../use-document-title';
import { FormError } from '../../components/ui/form-error';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const contactRequestSchema = () => import('@common/contracts/contact.schema').then((schemas) => schemas.contactRequest);

const FAQ = [
  {
    question: 'Is Sous free?',
    answer: `Yes. Browsing and searching recipes, favorites, meal plans, the shopping list, cook mode and three cooking videos are free. ${PREMIUM_PLAN.name} (${PREMIUM_PLAN.pricePerMonth}) adds exclusive monthly recipes, every video and masterclass, the AI assistant and expert answers.`,
  },
  {
    question: 'How do I cancel Premium?',
    answer:
      'Open the plan page from your account menu and choose Cancel. You keep Premium until the end of the month you paid for, and you can reactivate any time before then.',
  },
  {
    question: 'Does the shopping list work in the store without signal?',
    answer: 'Yes. Your list is kept on your device too: tick items offline and they sync when you are back online.',
  },
  {
    question: 'Can I trust the assistant’s food-safety advice?',
    answer:
      'It follows standard safe-temperature guidance and says when it is unsure, but it gives no medical or allergy guarantees. When in doubt, use a thermometer and check labels.',
  },
];

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  subject: 'Subject',
  message: 'Message',
};

export default function ContactPage() {
  useDocumentTitle(
    'Contact us',
    'Questions about recipes, Premium or your account? Write to the Sous team — we answer within 24 hours.',
  );
  const { contactEmail, appName } = useAppConfig();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(contactRequestSchema, LABELS, send);
  const errorFor = form.errorFor;

  const submit = form.onSubmit((input) => send.mutate(input, { onSuccess: (response) => setSent(response.message) }));

  return (
    <main className="page contact" id="main">
      <h1>Contact us</h1>
      <p className="lead">
        Questions, ideas or a recipe that did not turn out? Write to us — we reply within 24 hours.
      </p>
      <div className="contact__grid">
        <section className="panel" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          {sent ? (
            <p className="notice" role="status">
              {sent}
            </p>
          ) : (
            <form className="stack" onSubmit={submit} noValidate aria-label="Contact form">
              <NameFields required errorFor={errorFor} />
              <EmailField required error={errorFor('email')} />
              <Field label="Subject" name="subject" required error={errorFor('subject')} />
              <TextAreaField label="Message" name="message" rows={6} required error={errorFor('message')} />
              <FormError message={form.formMessage} />
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Sending…' : 'Send Message'}
              </Button>
            </form>
          )}
        </section>
        <aside className="stack">
          <section className="panel">
            <h2>Write to us directly</h2>
            <p>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
            <p className="muted">Response time: within 24 hours.</p>
          </section>
          <section className="panel">
            <h2>About {appName}</h2>
            <p>
              {appName} is built by a small team of cooks and engineers who want weeknight cooking to feel calm: recipes
              you can trust, a list that writes itself and a cook mode that keeps up with you.
            </p>
          </section>
        </aside>
      </div>
      <section className="section faq" aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently asked questions</h2>
        {FAQ.map((entry) => (
          <details key={entry.question} className="faq__item">
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
    </main>
  );
}
