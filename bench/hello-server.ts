/** The baseline for the load benchmark: a bare Koa server answering a small JSON body. */
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  if (ctx.path === '/readyz') ctx.body = { ok: true };
  else ctx.body = { hello: 'world' };
});
app.listen(Number(process.env.PORT), '127.0.0.1');
