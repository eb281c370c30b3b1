export { accountRoutes } from './account.routes';
export { createAccountService, type AccountService } from './account.service';
export { accountClosedMail } from './account.mail';
export { forgetAddressInEvent } from './account.repository';
