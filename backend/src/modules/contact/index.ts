export { contactRoutes } from './contact.routes';
export { createContactService, type ContactService } from './contact.service';
export { contactSupportMail } from './contact.mail';
export * as contactMessages from './contact.worker';
