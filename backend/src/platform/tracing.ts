import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Span } from '@opentelemetry/api';
import type { NodeSDK, NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import type { Middleware } from 'koa';

/**
 * OpenTelemetry tracing, from a request to the jobs its events start. Off unless
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: the official Node SDK then exports over OTLP (its other
 * OTEL_* variables apply as documented by OpenTelemetry). Without the SDK every call below is the
 * API's no-op. The trace context travels in the job's data (W3C `traceparent`), because the
 * job runs in another process, often much later. The SDK (about 35 MB resident, half a second to
 * load) is loaded only when tracing is on.
 */
export async function startTracing(
  endpoint: string | undefined,
  serviceName: string,
  /** Tests: where spans go instead of OTLP (an in-memory exporter). */
  spanProcessors?: NodeSDKConfiguration['spanProcessors'],
): Promise<NodeSDK | undefined> {
  if (!endpoint && !spanProcessors) return undefined;
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  // The SDK reads the endpoint from the environment; set it there when it came from elsewhere.
  if (endpoint) process.env.OTEL_EXPORTER_OTLP_ENDPOINT ??= endpoint;
  // Spans only: metrics are Prometheus's (METRICS_PORT), logs are pino's.
  const sdk = new NodeSDK({ serviceName, spanProcessors, instrumentations: [] });
  sdk.start();
  tracing = true;
  return sdk;
}

let tracing = false;
const tracer = () => trace.getTracer('sous');

function endSpan(span: Span, error?: unknown) {
  if (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/**
 * One server span per request, continuing the caller's trace when it sent a `traceparent`. Named by
 * the matched route pattern once known (bounded names, no ids).
 */
export function traceRequests(): Middleware {
  // Without the SDK every span would be a no-op: spare each request the wrapper.
  if (!tracing) return (_ctx, next) => next();
  return (ctx, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, ctx.headers);
    return tracer().startActiveSpan(
      ctx.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': ctx.method, 'url.path': ctx.path } },
      parent,
      async (span) => {
        try {
          await next();
          const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute;
          if (route) span.updateName(`${ctx.method} ${route}`);
          span.setAttribute('http.response.status_code', ctx.status);
          endSpan(span, ctx.status >= 500 ? new Error(`HTTP ${ctx.status}`) : undefined);
        } catch (error) {
          endSpan(span, error);
          throw error;
        }
      },
    );
  };
}

/** The active trace context as W3C headers, for a job's data; undefined when nothing is traced. */
export function traceCarrier(): Record<string, string> | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

/** Runs a job inside a consumer span, a child of the span that enqueued it when its data carries one. */
export function traceJob<T>(
  queue: string,
  name: string,
  carrier: Record<string, string> | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, carrier ?? {});
  return tracer().startActiveSpan(
    `job ${name}`,
    { kind: SpanKind.CONSUMER, attributes: { 'messaging.destination.name': queue, 'messaging.operation.name': name } },
    parent,
    async (span) => {
      try {
        const result = await work();
        endSpan(span);
        return result;
      } catch (error) {
        endSpan(span, error);
        throw error;
      }
    },
  );
}
