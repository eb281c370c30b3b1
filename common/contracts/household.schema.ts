import { z } from 'zod';
import { action, defineRoutes, get, noContent, post, route } from './api.schema';
import { requiredText } from './common.schema';
import { HOUSEHOLD_NAME_MAX, HOUSEHOLD_ROLES } from './household';

export const householdMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  joinedAt: z.string(),
  you: z.boolean(),
});

export const household = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The signed-in cook's role in it. */
    role: z.enum(HOUSEHOLD_ROLES),
    members: z.array(householdMember),
  })
  .meta({ id: 'Household' });
export type Household = z.infer<typeof household>;

export const householdState = z.object({ household: household.nullable() });
export type HouseholdState = z.infer<typeof householdState>;

export const newHousehold = z.object({ name: requiredText(HOUSEHOLD_NAME_MAX) });
const inviteToken = z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'is not an invite link' });
export const joinHousehold = z.object({ token: inviteToken });
export const inviteTokenQuery = z.object({ token: inviteToken });
export const memberParam = z.object({ userId: z.uuid({ error: 'is not a member' }) });

export const householdInvite = z.object({ url: z.string(), expiresAt: z.string() });
export const invitePreview = z.object({ householdName: z.string(), invitedBy: z.string(), expiresAt: z.string() });

export const householdApi = defineRoutes({
  get: get('/api/household', "The cook's household and its members (null when they have none)", householdState),
  create: post(
    '/api/household',
    'Start a household: its shopping list and planner are the creator’s, shared with whoever joins',
    newHousehold,
    { 201: household },
  ),
  rename: {
    method: 'patch',
    path: '/api/household',
    summary: 'Rename the household (the owner only)',
    body: newHousehold,
    responses: { 200: household },
  },
  invite: route('post', '/api/household/invites', 'A single-use invite link, valid for seven days (the owner only)', {
    201: householdInvite,
  }),
  revokeInvites: action('delete', '/api/household/invites', 'Every unused invite link stops working (the owner only)'),
  preview: {
    method: 'get',
    path: '/api/household/invite',
    summary: 'Which household an invite link is for, before joining',
    query: inviteTokenQuery,
    responses: { 200: invitePreview },
  },
  join: post('/api/household/join', 'Join a household through an invite link', joinHousehold, { 200: household }),
  removeMember: {
    method: 'delete',
    path: '/api/household/members/:userId',
    summary: 'Remove a member (the owner only)',
    params: memberParam,
    responses: { 204: noContent },
  },
  leave: action(
    'post',
    '/api/household/leave',
    'Leave the household; when its owner leaves, the household ends and everyone has their own list again',
  ),
});
