import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../platform/http/openapi';
import { TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('API reference', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('publishes a valid OpenAPI 3.1 document', async () => {
    const response = await client.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const validator = new Validator();
    const result = await validator.validate(response.json);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every mounted /api route, and no other', async () => {
    const { json } = await client.get('/api/openapi.json');
    const paths = json.paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const mounted = server.app.apiRoutes.map(({ method, path }) => `${method} ${openApiPath(path)}`);
    expect(mounted.length).toBeGreaterThan(70);
    expect([...new Set(documented)].sort()).toEqual([...new Set(mounted)].sort());
  });

  it('documents validation errors with every failing field', async () => {
    const { json } = await client.get('/api/openapi.json');
    const register = (json.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[
      '/api/auth/register'
    ].post;
    expect(JSON.stringify(register.responses.default)).toContain('#/components/schemas/ErrorResponse');
    const schemas = (json.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
    expect(Object.keys(schemas.ErrorResponse.properties)).toEqual(['message', 'code', 'field', 'errors']);
  });

  it('serves a reference page that renders the document from its own files', async () => {
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const source of sources) {
      const asset = await client.get(source);
      expect(asset.status, source).toBe(200);
      expect(asset.text.length, source).toBeGreaterThan(50);
    }
    expect((await client.get('/api/docs/start.js')).text).toContain("url: '/api/openapi.json'");
    expect((await client.get('/api/docs/package.json')).status).toBe(400);
  });
});
