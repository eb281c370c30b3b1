import { mailText, quoteMailText, type MailMessage } from '../../adapters/mail';
import { EXPERT_ANSWER_WITHIN_HOURS } from '@common/contracts/expert';
import type { Config } from '../../platform/config';
import type { ExpertQuestionRow } from './expert.repository';
import { hoursWaiting } from './expert.presenter';

export interface MailBrand {
  appName: string;
  contactEmail: string;
}

/** Who gets question mail: the experts, or support when no expert is configured (so nothing is lost). */
export const expertRecipients = (config: Pick<Config, 'EXPERT_EMAILS' | 'CONTACT_EMAIL'>) =>
  config.EXPERT_EMAILS.length > 0 ? config.EXPERT_EMAILS : [config.CONTACT_EMAIL];

type Question = Pick<ExpertQuestionRow, 'name' | 'category' | 'question' | 'created_at'>;

/** To the cook, right after asking: the 24-hour promise. */
export function questionReceivedMail(question: Question, to: string, brand: MailBrand): MailMessage {
  return {
    to,
    subject: `We got your cooking question: answer within ${EXPERT_ANSWER_WITHIN_HOURS} hours`,
    text: [
      `Hi ${mailText(question.name)},`,
      '',
      `Thanks for asking the ${brand.appName} cooking expert. Your question is with our expert, and you will get the answer by e-mail within ${EXPERT_ANSWER_WITHIN_HOURS} hours.`,
      '',
      `Category: ${mailText(question.category)}`,
      quoteMailText(question.question),
      '',
      'You can also find it under "My questions" on the cooking expert page.',
      '',
      `— The ${brand.appName} team`,
    ].join('\n'),
  };
}

/** To one expert: the question and the one-time answer link (also used for the 20-hour reminder). */
export function expertQuestionMail(
  question: Question,
  link: string,
  to: string,
  brand: MailBrand,
  kind: 'new' | 'reminder',
): MailMessage {
  const waited = Math.floor(hoursWaiting({ created_at: question.created_at, answered_at: null }));
  const left = Math.max(0, EXPERT_ANSWER_WITHIN_HOURS - waited);
  return {
    to,
    subject:
      kind === 'new'
        ? `New cooking question: ${mailText(question.category)}`
        : `Reminder: a cooking question is waiting (${waited} h, ${left} h left)`,
    text: [
      kind === 'new'
        ? `A ${brand.appName} Premium member asked the cooking expert a question.`
        : `This question has been waiting ${waited} hours. We promised an answer within ${EXPERT_ANSWER_WITHIN_HOURS} hours.`,
      '',
      `From: ${mailText(question.name)}`,
      `Category: ${mailText(question.category)}`,
      `Asked: ${question.created_at.toISOString()}`,
      '',
      quoteMailText(question.question),
      '',
      'Answer it here (a draft is ready to edit):',
      link,
      '',
      'The link works once: the first answer sent goes to the cook by e-mail.',
    ].join('\n'),
  };
}

/** To the cook: the expert's answer. */
export function answerMail(question: Question & { answer: string | null }, to: string, brand: MailBrand): MailMessage {
  return {
    to,
    subject: `Your cooking question has been answered`,
    text: [
      `Hi ${mailText(question.name)},`,
      '',
      `Our cooking expert answered your question (${mailText(question.category)}):`,
      '',
      quoteMailText(question.question),
      '',
      mailText(question.answer, { multiline: true }),
      '',
      `Enjoy your cooking! You can ask another question any time from the cooking expert page.`,
      `— The ${brand.appName} team`,
    ].join('\n'),
  };
}
