import { createHash } from 'node:crypto';
import type { Config } from '../../../backend/src/platform/config';

/** App name and support address as every community mail signs them. */
export const brandOf = (config: Pick<Config, 'APP_NAME' | 'CONTACT_EMAIL'>) => ({
  appName: config.APP_NAME,
  contactEmail: config.CONTACT_EMAIL,
});

/**
 * A stable per-recipient handler name ("expert-notify-3f2a…") for sendMailOnce: stable when the
 * recipient list is reordered, and safe inside the derived Message-ID (no "@").
 */
export const perRecipient = (handler: string, email: string) =>
  `${handler}-${createHash('sha256').update(email).digest('hex').slice(0, 12)}`;
