import { createHash, createHmac } from 'node:crypto';
import type { Config } from '../../platform/config';

/*
 * The expert's one-time answer link. The token is an HMAC of the question id and a random
 * per-question nonce, so the web process (which stores its hash at submit) and the worker
 * (which mails it, maybe twice after a crash, maybe again in a reminder) derive the same link
 * without the link itself ever being stored. Reading the database alone does not give it.
 */

export function linkSecret(config: Pick<Config, 'LINK_SIGNING_SECRET' | 'DATABASE_URL'>): string {
  // Without a configured secret, the database URL (which carries the password in production) is
  // the one secret both processes share; set LINK_SIGNING_SECRET to rotate it independently.
  return config.LINK_SIGNING_SECRET ?? createHash('sha256').update(`sous-links:${config.DATABASE_URL}`).digest('hex');
}

export const answerToken = (secret: string, questionId: string, nonce: string) =>
  createHmac('sha256', secret).update(`expert-answer:${questionId}:${nonce}`).digest('base64url');

export const hashAnswerToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const answerUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/expert/answer/${token}`;
