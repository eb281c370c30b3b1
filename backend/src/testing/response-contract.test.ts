import Router from '@koa/router';
import Koa from 'koa';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoutes, noContent, type ResponseSpec } from '@common/contracts/api.schema';
import { systemApi } from '@common/contracts/system.schema';
import { HttpError } from '../platform/errors';
import { TestClient } from './http-client';
import { CONTRACT_VIOLATION_CODE, responseContractCheck, type ContractViolation } from './response-contract';
import { startTestServer, type TestServer } from './test-server';

const routes = defineRoutes({
  thing: {
    method: 'get',
    path: '/api/things/:id',
    summary: 'A thing',
    responses: { 200: z.object({ n: z.number() }) },
  },
  gone: { method: 'delete', path: '/api/things/:id', summary: 'Remove it', responses: { 204: noContent } },
});

describe('responseContractCheck', () => {
  const violations: ContractViolation[] = [];
  let server: Server;
  let client: TestClient;
  const answers: Record<string, (ctx: Koa.Context) => void> = {};

  beforeAll(async () => {
    const app = new Koa();
    app.use(responseContractCheck(violations, Object.values(routes)));
    const router = new Router({ prefix: '/api' });
    router.get('/things/:id', (ctx) => answers[ctx.params.id](ctx));
    router.delete('/things/:id', (ctx) => answers[ctx.params.id](ctx));
    router.get('/unlisted', (ctx) => {
      ctx.body = { any: 'thing' };
    });
    app.use(router.routes());
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address();
    client = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    violations.length = 0;
  });

  it('lets an answer through that matches its contract', async () => {
    answers.good = (ctx) => {
      ctx.body = { n: 1 };
    };
    const response = await client.get('/api/things/good');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ n: 1 });
    expect(violations).toEqual([]);
  });

  it('turns a wrong shape into a 500 that names the route and the problem', async () => {
    answers.wrong = (ctx) => {
      ctx.body = { n: 'one' };
    };
    const response = await client.get('/api/things/wrong');
    expect(response.status).toBe(500);
    expect(response.json.code).toBe(CONTRACT_VIOLATION_CODE);
    expect(response.json.message).toContain('GET /api/things/:id answered 200');
    expect(violations).toEqual([expect.objectContaining({ route: 'GET /api/things/:id', status: 200 })]);
    expect(violations[0].problem).toContain('expected number');
  });

  it('refuses a status the route does not declare', async () => {
    answers.created = (ctx) => {
      ctx.status = 201;
      ctx.body = { n: 1 };
    };
    expect((await client.get('/api/things/created')).status).toBe(500);
    expect(violations[0].problem).toContain('status 201 is not among its declared answers (200)');
  });

  it('checks a body-less answer by its status alone', async () => {
    answers.done = (ctx) => {
      ctx.status = 204;
    };
    expect((await client.delete('/api/things/done')).status).toBe(204);
    expect(violations).toEqual([]);
  });

  it('refuses a route no contract names', async () => {
    expect((await client.get('/api/unlisted')).status).toBe(500);
    expect(violations[0].problem).toContain('no contract names this route');
  });

  it('checks error answers against ErrorResponse, thrown or set', async () => {
    answers.thrown = () => {
      throw new HttpError(409, 'Taken', 'conflict', 'name');
    };
    const thrown = await client.get('/api/things/thrown');
    expect(thrown.status).toBe(409);
    expect(thrown.json).toEqual({ message: 'Taken', code: 'conflict', field: 'name' });
    answers.shapeless = (ctx) => {
      ctx.status = 418;
      ctx.body = { error: 'teapot' };
    };
    expect((await client.get('/api/things/shapeless')).status).toBe(500);
    expect(violations).toEqual([expect.objectContaining({ status: 418 })]);
  });
});

describe('startTestServer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("checks the real app's answers against the route contracts", async () => {
    const client = new TestClient(server.url);
    expect((await client.get('/api/config')).status).toBe(200);
    expect(server.contractViolations).toEqual([]);

    const responses: Record<number, ResponseSpec> = systemApi.config.responses;
    const declared = responses[200];
    responses[200] = z.object({ appName: z.number() });
    try {
      const response = await client.get('/api/config');
      expect(response.status).toBe(500);
      expect(response.json.code).toBe(CONTRACT_VIOLATION_CODE);
      expect(server.contractViolations).toEqual([expect.objectContaining({ route: 'GET /api/config', status: 200 })]);
    } finally {
      responses[200] = declared;
    }
  });
});
