export { accountRoutes } from './account.routes';
export { createAccountService, type AccountService } from './account.service';
export { accountClosedMail } from './account.mail';
