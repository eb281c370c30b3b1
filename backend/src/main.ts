import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';
import { stopOnSignal } from './platform/process-lifecycle';
import { startServer } from './server';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const running = await startServer(config, logger);
logger.info({ url: running.url, metrics: `${running.metricsUrl}/metrics` }, 'Sous web is listening');
stopOnSignal(logger, 'shutting down', () => running.stop());
