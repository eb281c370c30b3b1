import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';
import { startServer } from './server';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const running = await startServer(config, logger);
logger.info({ url: running.url, metrics: `${running.metricsUrl}/metrics` }, 'Sous web is listening');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const forced = setTimeout(() => process.exit(1), 30_000);
  forced.unref();
  await running.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
