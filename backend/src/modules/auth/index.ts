export { authRoutes } from './auth.routes';
export { presentUser } from './auth.presenter';
export {
  createAuthService,
  hashToken,
  issuePasswordReset,
  rolesFor,
  type AuthService,
  type ClientInfo,
  type AuthLimiters,
} from './auth.service';
export { accountMail, passwordResetMail } from './auth.mails';
export type { UserRow } from './auth.repository';
