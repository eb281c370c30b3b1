import Router from '@koa/router';
import { householdApi } from '@common/contracts/household.schema';
import { requireActor } from '../../platform/http/actor';
import { mount } from '../../platform/http/mount';
import { parseInput } from '../../platform/http/validate';
import type { HouseholdService } from './household.service';

export function householdRoutes({ households }: { households: HouseholdService }): Router {
  const router = new Router({ prefix: '/household' });

  mount(router, householdApi.get, async (ctx) => {
    ctx.body = { household: await households.get(requireActor(ctx)) };
  });

  mount(router, householdApi.create, async (ctx) => {
    const actor = requireActor(ctx);
    const { name } = parseInput(householdApi.create.body, ctx.request.body);
    ctx.status = 201;
    ctx.body = await households.create(actor, name);
  });

  mount(router, householdApi.rename, async (ctx) => {
    const actor = requireActor(ctx);
    const { name } = parseInput(householdApi.rename.body, ctx.request.body);
    ctx.body = await households.rename(actor, name);
  });

  mount(router, householdApi.revokeInvites, async (ctx) => {
    await households.revokeInvites(requireActor(ctx));
    ctx.status = 204;
  });

  mount(router, householdApi.invite, async (ctx) => {
    const actor = requireActor(ctx);
    ctx.status = 201;
    ctx.body = await households.invite(actor);
  });

  mount(router, householdApi.preview, async (ctx) => {
    requireActor(ctx);
    const { token } = parseInput(householdApi.preview.query, ctx.query);
    ctx.body = await households.preview(token);
  });

  mount(router, householdApi.join, async (ctx) => {
    const actor = requireActor(ctx);
    const { token } = parseInput(householdApi.join.body, ctx.request.body);
    ctx.body = await households.join(actor, token);
  });

  mount(router, householdApi.removeMember, async (ctx) => {
    const actor = requireActor(ctx);
    const { userId } = parseInput(householdApi.removeMember.params, ctx.params);
    await households.removeMember(actor, userId);
    ctx.status = 204;
  });

  mount(router, householdApi.leave, async (ctx) => {
    await households.leave(requireActor(ctx));
    ctx.status = 204;
  });

  return router;
}
