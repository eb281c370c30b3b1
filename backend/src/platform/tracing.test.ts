import { randomBytes } from 'node:crypto';
import { tracing, type NodeSDK } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { waitFor } from '../testing/wait-for';
import { startTracing } from './tracing';

/*
 * A trace from a request to the job its event starts: the official Node SDK with an in-memory
 * exporter in place of OTLP, the real web process with its workers in-process, the real queue.
 */
const exporter = new tracing.InMemorySpanExporter();
let sdk: NodeSDK | undefined;
let server: TestServer;

beforeAll(async () => {
  sdk = await startTracing(undefined, 'sous-test', [new tracing.SimpleSpanProcessor(exporter)]);
  server = await startTestServer({ RUN_WORKER_IN_WEB: 'true' });
});
afterAll(async () => {
  await server?.close();
  await sdk?.shutdown();
});

describe('tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await startTracing(undefined, 'sous-web')).toBeUndefined();
  });

  it('carries the span context from the request that commits an event to the job that handles it', async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const sent = await new TestClient(server.url).post(
      '/api/contact',
      { firstName: 'Ada', email: 'ada@example.com', subject: 'Traced', message: 'Where does this go?' },
      { traceparent: `00-${traceId}-${callerSpanId}-01` },
    );
    expect(sent.status).toBe(201);

    const spans = () => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    const job = await waitFor(() => spans().find((span) => span.name === 'job contact_message.sent'));
    const request = spans().find((span) => span.name === 'POST /api/contact');
    expect(request?.parentSpanContext?.spanId).toBe(callerSpanId);
    expect(job?.parentSpanContext?.spanId).toBe(request?.spanContext().spanId);
    expect(job?.attributes['messaging.destination.name']).toBe('events');
  });
});
