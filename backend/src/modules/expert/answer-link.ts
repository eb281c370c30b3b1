import { createHash, createHmac } from 'node:crypto';
import type { Config } from '../../platform/config';
import { signingSecrets } from '../../platform/secrets';
import type { ExpertQuestionRow } from './expert.repository';

/*
 * The expert's one-time answer link. The token is an HMAC of the question id and a random
 * per-question nonce, so the web process (which stores its hash at submit) and the worker
 * (which mails it, maybe twice after a crash, maybe again in a reminder) derive the same link
 * without the link itself ever being stored. Reading the database alone does not give it.
 */

/**
 * LINK_SIGNING_SECRET, or (unset, the embedded default) the random one generated once and kept under
 * DATA_DIR, which web and worker share (platform/secrets.ts). Production refuses to start without it.
 */
export function linkSecret(config: Parameters<typeof signingSecrets>[0]): string {
  return signingSecrets(config).link;
}

export const answerToken = (secret: string, questionId: string, nonce: string) =>
  createHmac('sha256', secret).update(`expert-answer:${questionId}:${nonce}`).digest('base64url');

export const hashAnswerToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const answerUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/expert/answer/${token}`;

/** The expert's link for a question: the same every time it is derived (first mail, resend, reminder). */
export const answerLinkFor = (
  config: Pick<Config, 'LINK_SIGNING_SECRET' | 'MEDIA_SIGNING_SECRET' | 'DATA_DIR'>,
  question: Pick<ExpertQuestionRow, 'id' | 'answer_token_nonce' | 'origin'>,
) => answerUrl(question.origin, answerToken(linkSecret(config), question.id, question.answer_token_nonce));
