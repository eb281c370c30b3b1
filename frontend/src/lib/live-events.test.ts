import { QueryClient } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { refreshWhenIdle } from './live-events';

it('refetches what a page loader was still fetching when the change arrived, once that answer is in', async () => {
  // As in the app, an answer stays fresh until marked out of date: only that mark makes a page ask again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  let onServer = 'before';
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const queryFn = vi.fn(async () => {
    const seen = onServer;
    await answered;
    return seen;
  });
  // The loader asks with no screen on the query yet; the change lands on the server meanwhile.
  const loading = queryClient.ensureQueryData({ queryKey: ['planner', 'week'], queryFn });
  onServer = 'after';
  refreshWhenIdle(queryClient, [{ queryKey: ['planner'] }]);
  answer();
  expect(await loading).toBe('before');

  // The page then shows: it asks again rather than showing the answer from before the change.
  const query = queryClient.getQueryCache().find({ queryKey: ['planner', 'week'] })!;
  expect(query.isStale()).toBe(true);
  await queryClient.prefetchQuery({ queryKey: ['planner', 'week'], queryFn });
  expect(queryClient.getQueryData(['planner', 'week'])).toBe('after');
});
