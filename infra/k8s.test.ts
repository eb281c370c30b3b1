import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type Router from '@koa/router';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import type { AppDeps } from '../backend/src/app-deps';
import { systemRoutes } from '../backend/src/modules/system/system.routes';
import { configSchema } from '../backend/src/platform/config';
import { serveMetrics, type MetricsServer } from '../backend/src/platform/metrics';

/*
 * infra/k8s, read as the cluster would: every manifest parsed (the `yaml` package) and validated against
 * the Kubernetes OpenAPI schemas that kubernetes-models ships (offline, its `validate()`), then what
 * matters to Sous: probes on real routes and ports, every setting known to the config schema and
 * present, no secret value in the repository, the pieces pointing at each other.
 */
const dir = path.join(import.meta.dirname, 'k8s');
const files = readdirSync(dir).filter((file) => file.endsWith('.yaml'));

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };
const manifests: (Manifest & { file: string })[] = files
  .filter((file) => file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((document) => {
      expect(document.errors, file).toEqual([]);
      return { ...(document.toJS() as Manifest), file };
    }),
  );
const find = <T = Manifest>(kind: string, name: string) =>
  manifests.find((item) => item.kind === kind && item.metadata.name === name) as unknown as T & Manifest;

const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  containers: Container[];
}
type Workload = Manifest & {
  spec: {
    selector?: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
};

const config = find<{ data: Record<string, string> }>('ConfigMap', 'sous-config');
const secret = find<{ stringData?: Record<string, string>; data?: Record<string, string> }>('Secret', 'sous-secrets');
const web = find<Workload>('Deployment', 'sous-web');
const worker = find<Workload>('Deployment', 'sous-worker');
const migrate = find<Workload>('Job', 'sous-migrate');
const container = (workload: Workload) => workload.spec.template.spec.containers[0];
/** The container port a probe names (by name or number). */
const portOf = (item: Container, port: string | number) =>
  typeof port === 'number' ? port : item.ports?.find((entry) => entry.name === port)?.containerPort;

const envExampleNames = readFileSync(path.join(import.meta.dirname, '..', '.env.example'), 'utf8')
  .split('\n')
  .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
  .filter((name): name is string => Boolean(name));

const servers: MetricsServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

describe('infra/k8s manifests', () => {
  it('the kustomization lists every manifest in the folder, and only those', () => {
    const kustomization = parseAllDocuments(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0].toJS() as {
      resources: string[];
    };
    expect([...kustomization.resources].sort()).toEqual(files.filter((file) => file !== 'kustomization.yaml').sort());
  });

  it.each(manifests.map((item) => [`${item.file} (${item.kind})`, item] as const))(
    '%s is valid against the Kubernetes schema',
    (_name, item) => {
      const Model = models[`${item.apiVersion}/${item.kind}`];
      expect(Model, `no schema for ${item.apiVersion} ${item.kind}`).toBeDefined();
      expect(() => new Model(item as never).validate()).not.toThrow();
    },
  );

  it('the schema validation catches a broken manifest (it is not a no-op)', () => {
    const broken = structuredClone(web) as unknown as { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it('sets every variable of .env.example, and only variables the config schema knows', () => {
    const configured = [...Object.keys(config.data), ...Object.keys(secret.stringData ?? secret.data ?? {})];
    expect(new Set(configured).size).toBe(configured.length);
    expect(envExampleNames.filter((name) => !configured.includes(name))).toEqual([]);
    expect(configured.filter((name) => !(name in configSchema.shape))).toEqual([]);
  });

  it('the ConfigMap parses under the config schema as production (secrets aside)', () => {
    const result = configSchema.safeParse({ ...config.data, DATABASE_URL: 'postgres://db/sous' });
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(config.data.MIGRATE_ON_START).toBe('false');
    expect(config.data.RUN_WORKER_IN_WEB).toBe('false');
  });

  it('holds no secret value anywhere', () => {
    expect(Object.entries(secret.stringData ?? {}).filter(([, value]) => value !== '')).toEqual([]);
    expect(secret.data ?? {}).toEqual({});
    const secretish = /SECRET|KEY|PASSWORD|TOKEN|_URL$/;
    const inConfig = Object.entries(config.data).filter(
      ([name, value]) =>
        secretish.test(name) && value !== '' && !/^(APP_ORIGIN|OPENAI_BASE_URL|OIDC_ISSUER_URL)$/.test(name),
    );
    expect(inConfig).toEqual([]);
    const text = files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
    expect(text).not.toMatch(/sk_(live|test)_|whsec_|-----BEGIN|:\/\/[^\s/:@]+:[^\s/@]+@/);
  });

  it("web probes ask the web process's real routes on its PORT", () => {
    const router = systemRoutes({} as AppDeps) as Router;
    const routes = router.stack.filter((layer) => layer.methods.includes('GET')).map((layer) => layer.path);
    const item = container(web);
    expect(item.readinessProbe?.httpGet.path).toBe('/readyz');
    expect(item.livenessProbe?.httpGet.path).toBe('/healthz');
    for (const probe of [item.readinessProbe, item.livenessProbe, item.startupProbe]) {
      expect(routes).toContain(probe?.httpGet.path);
      expect(portOf(item, probe!.httpGet.port)).toBe(Number(config.data.PORT));
    }
  });

  it("the worker's liveness probe gets 200 from the worker's metrics endpoint on METRICS_PORT", async () => {
    const item = container(worker);
    const probe = item.livenessProbe!;
    expect(portOf(item, probe.httpGet.port)).toBe(Number(config.data.METRICS_PORT));
    const server = await serveMetrics(new Registry(), 0, '127.0.0.1', () => true);
    servers.push(server);
    expect((await fetch(`${server.url}${probe.httpGet.path}`)).status).toBe(200);
  });

  it('web and worker run the image with node, read the ConfigMap and Secret, and have resources', () => {
    for (const workload of [web, worker, migrate]) {
      const item = container(workload);
      expect(item.image).toBe('sous');
      expect(item.command?.[0]).toBe('node');
      expect(item.envFrom).toEqual([
        { configMapRef: { name: 'sous-config' } },
        { secretRef: { name: 'sous-secrets' } },
      ]);
      expect(item.resources?.requests?.cpu).toBeDefined();
      expect(item.resources?.limits?.memory).toBeDefined();
    }
    expect(container(web).command).toContain('.build/server/web.mjs');
    expect(container(worker).command).toContain('.build/server/worker.mjs');
    expect(container(migrate).command).toContain('.build/server/migrate.mjs');
  });

  it('gives the web pods time to drain: the grace period outlasts the shutdown settings', () => {
    const drain = Number(config.data.SHUTDOWN_DELAY_SECONDS) + Number(config.data.SHUTDOWN_DRAIN_SECONDS);
    expect(web.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(drain);
  });

  it('the HPA, PDB and Services select the pods they mean', () => {
    const hpa = find<{ spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>(
      'HorizontalPodAutoscaler',
      'sous-web',
    );
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'sous-web' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = find<{ spec: { selector: { matchLabels: Record<string, string> } } }>(
      'PodDisruptionBudget',
      'sous-web',
    );
    const labels = web.spec.template.metadata.labels;
    expect(labels).toMatchObject(pdb.spec.selector.matchLabels);
    const selects = (name: string, workload: Workload) => {
      const service = find<{ spec: { selector: Record<string, string>; ports: { targetPort: string }[] } }>(
        'Service',
        name,
      );
      expect(workload.spec.template.metadata.labels).toMatchObject(service.spec.selector);
      const portNames = container(workload).ports?.map((port) => port.name);
      for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
    };
    selects('sous-web', web);
    selects('sous-worker-metrics', worker);
  });
});
