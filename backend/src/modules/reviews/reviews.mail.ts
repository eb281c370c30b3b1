import { mailText, quoteMailText, type MailMessage } from '../../adapters/mail';
import { describeReasons } from './moderation';
import type { ReviewRow } from './reviews.repository';

export interface MailBrand {
  appName: string;
  contactEmail: string;
}

const stars = (count: number) => '★'.repeat(count) + '☆'.repeat(5 - count);

/** The author's mail for a moderation outcome (approved, rejected, or held for a person). */
export function reviewOutcomeMail(
  review: Pick<ReviewRow, 'review_content' | 'star_rating' | 'customer_name' | 'moderation_reason'>,
  status: 'approved' | 'rejected' | 'held',
  to: { email: string; firstName: string | null },
  brand: MailBrand,
): MailMessage {
  const hello = `Hi ${mailText(to.firstName) || mailText(review.customer_name)},`;
  const yourReview = ['Your review:', '', `${stars(review.star_rating)}`, quoteMailText(review.review_content)];
  if (status === 'approved') {
    return {
      to: to.email,
      subject: `Your review is live on ${brand.appName}`,
      text: [
        hello,
        '',
        `Thank you for reviewing ${brand.appName}! Your review has been approved and is now published.`,
        '',
        ...yourReview,
        '',
        `— The ${brand.appName} team`,
      ].join('\n'),
    };
  }
  if (status === 'held') {
    return {
      to: to.email,
      subject: `We received your review`,
      text: [
        hello,
        '',
        `Thank you for reviewing ${brand.appName}! Your review needs a quick look from our team before it is published — we'll review it shortly and let you know.`,
        '',
        ...yourReview,
        '',
        `— The ${brand.appName} team`,
      ].join('\n'),
    };
  }
  const why = describeReasons(review.moderation_reason);
  return {
    to: to.email,
    subject: `About your review on ${brand.appName}`,
    text: [
      hello,
      '',
      `Thank you for taking the time to review ${brand.appName}. We could not publish your review${why ? ` because ${why}` : ''}.`,
      'You are welcome to write a new one that follows our community guidelines: no links or advertising, no offensive language.',
      '',
      ...yourReview,
      '',
      `Questions? Reply to ${brand.contactEmail}.`,
      `— The ${brand.appName} team`,
    ].join('\n'),
  };
}
