export { eventsRoutes, HEARTBEAT_MS, RETRY_MS } from './events.routes';
