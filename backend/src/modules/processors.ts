import type { EventType } from '../platform/events/types';
import { processors as account } from './account';
import { processors as auth } from './auth';
import { processors as contact } from './contact';
import { processors as expert } from './expert';
import { processors as reviews } from './reviews';
import { processors as subscriptions } from './subscriptions';
import { processors as system } from './system';

/** Every module's event processors: the list the worker runner discovers. */
export const processors = [...account, ...auth, ...contact, ...expert, ...reviews, ...subscriptions, ...system];

// Every event type has a processor: an event without one fails to compile here, naming it.
type Unhandled = Exclude<EventType, (typeof processors)[number]['events'][number]>;
export const everyEventHandled: [Unhandled] extends [never] ? true : { unhandled: Unhandled } = true;
