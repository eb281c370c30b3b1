import { randomBytes } from 'node:crypto';

/**
 * What a production process needs to start on this machine, on 127.0.0.1:`port` (0: any free port):
 * fresh signing secrets and the public origin (production refuses to start without them) and a metrics port of
 * the system's choosing. On port 0 the origin only names the host: these processes send no mail a cook opens.
 */
export function localProductionEnv(port: number) {
  return {
    NODE_ENV: 'production',
    MEDIA_SIGNING_SECRET: randomBytes(24).toString('base64url'),
    LINK_SIGNING_SECRET: randomBytes(24).toString('base64url'),
    APP_ORIGIN: port ? `http://localhost:${port}` : 'http://localhost',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: '0',
  };
}
