import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';
import { stopOnSignal } from './platform/process-lifecycle';
import { startTracing } from './platform/tracing';
import { startServer } from './server';

const config = loadConfig();
const tracing = await startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, 'sous-web');
const logger = createLogger(config.LOG_LEVEL);
const running = await startServer(config, logger);
logger.info({ url: running.url, metrics: `${running.metricsUrl}/metrics` }, 'Sous web is listening');
// The drain is bounded by its settings; the extra 10 s covers closing the pools and the workers.
const limitMs = (config.SHUTDOWN_DELAY_SECONDS + config.SHUTDOWN_DRAIN_SECONDS + 10) * 1000;
stopOnSignal(
  logger,
  'shutting down',
  async () => {
    await running.stop();
    await tracing?.shutdown();
  },
  limitMs,
);
