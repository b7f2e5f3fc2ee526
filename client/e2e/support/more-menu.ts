import type { Locator, Page } from 'playwright-core';
import { vi } from 'vitest';

/**
 * Opens a screen from under the Main navigation's More menu (where an admin's Admin item waits on a phone), and
 * waits for `arrived`, something only that screen has.
 *
 * Right after the sign-in dialog closes, it hands the focus back a moment later, and a menu opened in that moment
 * closes as the focus leaves it, as any menu does: a click that lands on its closing item reaches nothing. A person
 * who is not taken to the screen opens More and clicks again, and so does this.
 */
export async function openFromMoreMenu(page: Page, item: RegExp, arrived: Locator): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: item });
  await vi.waitFor(
    async () => {
      if (await arrived.isVisible()) return;
      if (!(await link.isVisible())) await nav.getByRole('button', { name: 'More' }).click();
      await link.click({ timeout: 2_000 });
      await arrived.waitFor({ timeout: 5_000 });
    },
    { timeout: 30_000, interval: 250 },
  );
}
