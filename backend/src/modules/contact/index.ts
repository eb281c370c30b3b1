import { contactMessageSentProcessor } from './contact-message-sent.processor';

export { contactRoutes } from './contact.routes';
export { createContactService, type ContactService } from './contact.service';
export type { ContactEventPayloads } from './contact.events';

/** What the module does when its events arrive; the worker runner discovers them here. */
export const processors = [contactMessageSentProcessor];
