import type { EventType } from '../../../backend/src/platform/events/types';
import { passwordResetMailProcessor } from './password-reset-mail.processor';
import { paymentEventProcessor } from './payment-event.processor';
import { systemStartedProcessor } from './system-started.processor';
import type { EventProcessor } from './types';

/** Which processor handles each event type. An event type without one is a bug the test suite catches. */
export const eventProcessors: { [T in EventType]: EventProcessor<T> } = {
  'system.started': systemStartedProcessor,
  'auth.password_reset_requested': passwordResetMailProcessor,
  'stripe_webhook.received': paymentEventProcessor,
};
