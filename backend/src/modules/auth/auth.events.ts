/** The events the auth module writes, by type. Its processors are beside it (`<event>.processor.ts`). */
export interface AuthEventPayloads {
  /**
   * Someone asked for a reset link for this address. Whether an account holds it is looked up by the
   * processor, so the request costs the same either way (no timing tells which addresses have accounts).
   */
  'auth.password_reset_requested': { email: string };
  /** A mail about the account itself: a link to confirm an address, or a notice to its owner. */
  'auth.account_mail_requested': AccountMail;
}

export type AccountMail =
  /** Confirm the address of a new account (`link` signs in and verifies). */
  | { kind: 'verify'; to: string; firstName: string | null; link: string }
  /** Someone tried to register an address that already has an account: tell its owner, send no link. */
  | { kind: 'already_registered'; to: string; firstName: string | null }
  /** Confirm a new address for an existing account (sent to the new address). */
  | { kind: 'change_confirm'; to: string; firstName: string | null; link: string }
  /** The account is moving to another address (sent to the old one). */
  | { kind: 'change_notice'; to: string; firstName: string | null; newEmail: string }
  | { kind: 'password_changed'; to: string; firstName: string | null };

declare module '../../platform/events/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges these events into the catalog
  interface EventPayloads extends AuthEventPayloads {}
}
