// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../test/fixtures';
import { jsonResponse } from '../test/render';
import { createQueryClient, ME_KEY, queryClient } from './query-client';

const fetchMock = vi.fn<typeof fetch>();
const user = aUser();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  queryClient.clear();
});

describe('query client', () => {
  it('uses the spec freshness rules: 10 s fresh, no retries, refetch on focus, no polling', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 10_000,
      retry: false,
      refetchOnWindowFocus: true,
      refetchInterval: false,
    });
  });

  it('fetches a query by GET on its first key', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1, name: 'Grace', city: 'Mesa', state: 'AZ' }]));
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/churches'] });
    expect(data).toEqual([{ id: 1, name: 'Grace', city: 'Mesa', state: 'AZ' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/churches');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('a 401 on any data call signs the user out and drops their cached data', async () => {
    queryClient.setQueryData(ME_KEY, user);
    queryClient.setQueryData(['/api/prayer-requests'], [{ id: 1, request: 'private' }]);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not logged in' }));
    await expect(queryClient.fetchQuery({ queryKey: ['/api/stats/user'] })).rejects.toThrow('401');
    expect(queryClient.getQueryData(ME_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(['/api/prayer-requests'])).toBeUndefined();
  });
});
