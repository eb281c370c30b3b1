import type { MailMessage } from '../../adapters/mail';

export interface MailBrand {
  appName: string;
  contactEmail: string;
}

/** To the address the account had: the deletion happened, what stays (anonymised reviews), what stops (billing). */
export function accountClosedMail(to: { email: string; firstName: string | null }, brand: MailBrand): MailMessage {
  return {
    to: to.email,
    subject: `Your ${brand.appName} account has been deleted`,
    text: [
      `Hi ${to.firstName?.trim() || 'there'},`,
      '',
      `Your ${brand.appName} account has been deleted, as you asked. Your profile, favorites, collections,`,
      'private recipe notes, cooking log, shopping list, saved videos, questions to our experts, recipe ratings',
      'and signed-in devices are gone.',
      '',
      'Site reviews you wrote stay published without your name (they now read "Former member").',
      'If you had Premium, your subscription has been cancelled: you will not be charged again.',
      '',
      `If you did not ask for this, write to ${brand.contactEmail} straight away.`,
      '',
      `Thank you for cooking with ${brand.appName}.`,
      `— The ${brand.appName} team`,
    ].join('\n'),
  };
}
