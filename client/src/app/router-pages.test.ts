import { APP_PAGE_PATHS } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

describe("the app's pages", () => {
  it('are the ones the server answers with 200: any other address it sends under a 404', () => {
    const paths = routes.flatMap((route) => route.children ?? []).map((route) => route.path);
    expect(paths.filter((path) => path !== '*').sort()).toEqual([...APP_PAGE_PATHS].sort());
    // A wrong address still shows the app's own "404 Page Not Found" screen.
    expect(paths).toContain('*');
  });
});
