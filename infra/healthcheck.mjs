/**
 * The image's HEALTHCHECK, under plain node (the slim image has no curl): the web process answers
 * /healthz on PORT; the worker has no PORT listener and answers /healthz on METRICS_PORT. Exit 0 when
 * either says ok.
 */
const ports = [process.env.PORT || '3000', process.env.METRICS_PORT || '9464'];
for (const port of ports) {
  const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (ok) process.exit(0);
}
process.exit(1);
