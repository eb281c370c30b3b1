import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
/**
 * The legal pages' text, written for Sous and true to how it works (DECISIONS.md): a free core
 * plus a paid Premium subscription, card payments through Stripe, sign-in through the configured
 * login provider or a local account, our own recipes plus clearly attributed imported ones, and an
 * assistant that gives general cooking guidance only.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const LEGAL_EFFECTIVE_DATE = '9 August 2025';

export function privacySections(appName: string, contactEmail: string): LegalSection[] {
  return [
    {
      heading: '1. Who we are',
      paragraphs: [
        `${appName} is a cooking product for home cooks: recipes, favorites, a shopping list, meal plans, cook mode, cooking videos and a cooking assistant. This policy explains what we collect when you use it, why, and the choices you have.`,
        `Questions about privacy go to ${contactEmail}; we answer within 24 hours.`,
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: [
        'Account details: your e-mail address and, if you give them, your first and last name and a profile picture. If you sign in with a hosted login provider we receive these from that provider; if you create a local account we store a salted scrypt hash of your password, never the password itself.',
        'What you do in the product: the recipes you save, the recipes and lines on your shopping list and which items you have ticked, the videos you save, your ratings and reviews, questions you send to a cooking expert, and messages you send through the contact form.',
        'Technical data: a session cookie that keeps you signed in, your IP address and browser user agent (kept with your session and in security logs), and request logs used to keep the service reliable.',
      ],
    },
    {
      heading: '3. Payments',
      paragraphs: [
        'Premium is paid by card through Stripe. Your card details go directly to Stripe and never touch our servers; we keep only the subscription status, renewal date and a customer reference that Stripe gives us.',
      ],
    },
    {
      heading: '4. How we use your data',
      paragraphs: [
        'To run your account and the features you use, to decide whether Premium features are available to you, to send the e-mails you ask for (password resets, expert answers, replies to your messages, the outcome of a review you submitted), to moderate reviews before they are published, and to protect the service against abuse.',
        'We do not sell your data and we do not use it for advertising.',
      ],
    },
    {
      heading: '5. The cooking assistant',
      paragraphs: [
        'Questions you ask the assistant are sent, with the recipe you have open, to the assistant engine. By default this engine runs on our own servers; if we use a third-party AI provider, your question and the recipe text are sent to it to produce the answer and are not used by us for anything else. Do not include personal health information in your questions.',
      ],
    },
    {
      heading: '6. Cookies and storage on your device',
      paragraphs: [
        'We use one essential cookie for your session. Your browser also keeps an offline copy of your favorites, shopping list and cooking progress so they work without a connection; logging out removes it from the device, and so does clearing your browser data. We use no advertising or tracking cookies.',
      ],
    },
    {
      heading: '7. How long we keep data and who we share it with',
      paragraphs: [
        'We keep your account data while your account exists. Service providers that help us run the product (hosting, e-mail delivery, Stripe for payments and, if enabled, an AI provider) process data only on our instructions.',
        'When you delete your account (Account settings, at /account, confirmed with your password, or by typing DELETE shortly after signing in if you sign in through a provider), your personal data is removed at once: your profile and sign-in details, favorites, collections, private recipe notes, cooking log, shopping list, saved videos, questions to our experts, recipe ratings and every signed-in device. Reviews you wrote stay published, without your name (they read “Former member”). A Premium subscription is cancelled straight away and no further payment is taken. We send a confirmation to your e-mail address. Stripe, which handled any payments, keeps its own records of them as the law requires.',
      ],
    },
    {
      heading: '8. Your rights and changes to this policy',
      paragraphs: [
        'You can download everything your account holds, as one JSON file, at any time from Account settings (/account) with "Download my data"; there you can also change your e-mail address and password, see the devices signed in to your account and sign them out, and delete your account.',
        `You can also ask us for a copy of your data, to correct it or to delete it by writing to ${contactEmail}. We will tell you about material changes to this policy at least 30 days before they take effect.`,
      ],
    },
  ];
}

export function termsSections(appName: string, contactEmail: string): LegalSection[] {
  return [
    {
      heading: '1. Agreement',
      paragraphs: [
        `By creating an account or using ${appName} you agree to these terms. If you do not agree, please do not use the service.`,
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'You sign in with the configured login provider or with a local e-mail and password account. Keep your password to yourself; you are responsible for what happens under your account. You must be old enough to form a binding contract where you live.',
      ],
    },
    {
      heading: '3. Free and Premium plans',
      paragraphs: [
        `${appName} Free gives you recipe browsing and search, favorites, meal plans, the shopping list, cook mode and three cooking videos at no charge.`,
        `${PREMIUM_PLAN.name} costs ${PREMIUM_PLAN.pricePerMonthLong} and adds exclusive monthly recipes, the full video library and masterclasses, saved videos, the AI cooking assistant and the ask-an-expert service.`,
      ],
    },
    {
      heading: '4. Billing, renewal and cancellation',
      paragraphs: [
        'Premium is billed monthly in advance by card through Stripe and renews automatically until you cancel. You can cancel at any time from the subscription page; you keep Premium until the end of the period you have paid for, and you can reactivate before then. Except where the law requires otherwise, payments are not refunded for partial months.',
      ],
    },
    {
      heading: '5. Recipes and content',
      paragraphs: [
        `Recipes written by the ${appName} test kitchen are ours. Some recipes are imported from public recipe collections; where they are, we show where they come from. Cooking involves heat, blades and allergens: use judgement, check ingredients for allergies, and follow food-safety guidance.`,
      ],
    },
    {
      heading: '6. The cooking assistant and experts',
      paragraphs: [
        'The assistant and our experts give general cooking guidance. They can be wrong, and they give no medical, dietary or allergy guarantees. Always check safe cooking temperatures and ingredient labels yourself. Expert answers are promised within 24 hours of your question.',
      ],
    },
    {
      heading: '7. Reviews and what you post',
      paragraphs: [
        'Reviews and notes you submit are moderated and published only after approval. Keep them honest, lawful and free of links, advertising and other people’s personal information. You give us a licence to display what you submit within the product.',
      ],
    },
    {
      heading: '8. Acceptable use',
      paragraphs: [
        'Do not attempt to break, overload or gain unauthorised access to the service, scrape it at scale, share Premium content outside your account, or use it to break the law.',
      ],
    },
    {
      heading: '9. Availability and changes to the service',
      paragraphs: [
        'We work to keep the service available and your data safe, but we cannot promise it will be uninterrupted. We may change or retire features; if we remove a Premium feature you pay for, we will tell you in advance.',
      ],
    },
    {
      heading: '10. Liability',
      paragraphs: [
        'To the extent the law allows, the service is provided as is, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.',
      ],
    },
    {
      heading: '11. Ending your account',
      paragraphs: [
        'You may stop using the service and ask us to delete your account at any time. We may suspend accounts that break these terms, after telling you why where we can.',
      ],
    },
    {
      heading: '12. Changes to these terms and contact',
      paragraphs: [
        `We will give you at least 30 days’ notice of material changes to these terms. Questions: ${contactEmail} — we reply within 24 hours.`,
      ],
    },
  ];
}
