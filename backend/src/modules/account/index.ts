import { accountClosedProcessor } from './account-closed.processor';

export { accountRoutes } from './account.routes';
export { createAccountService, type AccountService } from './account.service';
export type { AccountEventPayloads } from './account.events';

/** What the module does when its events arrive; the worker runner discovers them here. */
export const processors = [accountClosedProcessor];
