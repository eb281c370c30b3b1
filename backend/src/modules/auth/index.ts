import { accountMailRequestedProcessor } from './account-mail-requested.processor';
import { passwordResetRequestedProcessor } from './password-reset-requested.processor';

export { authRoutes } from './auth.routes';
export { authHousekeeping } from './auth.housekeeping';
export { presentUser } from './auth.presenter';
export {
  createAuthService,
  hashToken,
  rolesFor,
  type AuthService,
  type ClientInfo,
  type AuthLimiters,
} from './auth.service';
export type { SessionRow, UserRow } from './auth.repository';
export type { AccountMail, AuthEventPayloads } from './auth.events';

/** What the module does when its events arrive; the worker runner discovers them here. */
export const processors = [accountMailRequestedProcessor, passwordResetRequestedProcessor];
