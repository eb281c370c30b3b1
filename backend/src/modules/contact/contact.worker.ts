export { findMessage, markEmailed } from './contact.repository';
