import { systemStartedProcessor } from './system-started.processor';

/** What the module does when its events arrive; the worker runner discovers them here. */
export const processors = [systemStartedProcessor];
