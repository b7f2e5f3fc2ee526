import { act, render } from '@testing-library/react';
import { startTransition, use, useEffect } from 'react';
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { type FakeApi, requestLines, startFakeApi, waitForRequests } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { AppProviders } from './providers';
import { RoutePreloading } from './route-preloading';

/** A screen whose render never finishes, as a big screen's does not for a while on a slow phone. */
const neverDone = new Promise<never>(() => {});
function StillRendering(): null {
  use(neverDone);
  return null;
}

/** Hands the test the router's navigate, as a link would use it. */
function Navigator({ onReady }: { onReady: (navigate: NavigateFunction) => void }): null {
  const navigate = useNavigate();
  useEffect(() => {
    onReady(navigate);
  }, [navigate, onReady]);
  return null;
}

describe("a screen's reads on navigation", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    setApiBase(server.url);
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
  });
  afterEach(() => server.close());

  it('go out as the navigation starts to render, not once the new screen has rendered', async () => {
    let navigate: NavigateFunction = () => undefined;
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/profile']}>
          <Navigator onReady={(routerNavigate) => (navigate = routerNavigate)} />
          <RoutePreloading />
          <Routes>
            <Route path="/newadmin" element={<StillRendering />} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    await waitForRequests(server, () => requestLines(server).includes('GET /api/users/user-1/stats'));

    // As the router navigates: in a transition, which shows the new screen only once it has rendered whole.
    await act(async () => startTransition(() => void navigate('/newadmin')));

    const dashboardReads = ['GET /api/admin/questions', 'GET /api/admin/drafts', 'GET /api/admin/disputes'];
    await waitForRequests(server, () => dashboardReads.every((read) => requestLines(server).includes(read)));
    expect(requestLines(server)).toEqual(expect.arrayContaining(dashboardReads));
  });
});
