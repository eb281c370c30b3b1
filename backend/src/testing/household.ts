import { signUp, type TestClient } from './http-client';

const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('invite')!;

export interface TestHousehold {
  owner: TestClient;
  ownerId: string;
  member: TestClient;
  memberId: string;
  /** A fresh single-use invite token of the household (its owner asks for it). */
  invite(): Promise<string>;
  /** A new cook joins through a fresh link; their client and id. */
  join(): Promise<{ client: TestClient; userId: string }>;
}

/** A household of two: Olive, its owner, and Mo, who joined through an invite link. */
export async function startHousehold(baseUrl: string, name = 'The Kitchen Table'): Promise<TestHousehold> {
  const owner = await signUp(baseUrl, { firstName: 'Olive', lastName: 'Owner' });
  const created = await owner.client.post('/api/household', { name });
  if (created.status !== 201) throw new Error(`household not created: ${created.status} ${created.text}`);
  const invite = async () => tokenOf((await owner.client.post('/api/household/invites')).json.url);
  const join = async (firstName = 'Mo', lastName = 'Member') => {
    const cook = await signUp(baseUrl, { firstName, lastName });
    const joined = await cook.client.post('/api/household/join', { token: await invite() });
    if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${joined.text}`);
    return { client: cook.client, userId: String(cook.user.id) };
  };
  const member = await join();
  return {
    owner: owner.client,
    ownerId: String(owner.user.id),
    member: member.client,
    memberId: member.userId,
    invite,
    join: () => join('Jo', 'Joiner'),
  };
}
