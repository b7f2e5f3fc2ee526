import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, seriousAccessibilityViolations } from './browser.js';

export interface ScreenOptions {
  /** Also photograph the whole scrolled length, for screens longer than the phone. */
  fullPage?: boolean;
}

/**
 * Every screen a journey reaches is photographed (to be looked at for overflow and cramped layouts) and must have no
 * serious or critical axe-core violation. The screenshot's name labels the failure, so a report says which screen.
 */
export async function expectAccessible(page: Page, name: string, options: ScreenOptions = {}): Promise<void> {
  await screenshot(page, name, options);
  expect(await seriousAccessibilityViolations(page), name).toEqual([]);
}

/**
 * The same, and nothing wider than the phone: a page that scrolls sideways hides half of every row, which axe does
 * not see. For the dense screens (admin tables, cards with actions) where that is the likely fault.
 */
export async function expectAccessibleWithinPhoneWidth(page: Page, name: string, options: ScreenOptions = {}): Promise<void> {
  await expectWithinWidth(page, name, options);
  expect(await seriousAccessibilityViolations(page), name).toEqual([]);
}

/** The screen photographed (first: a screen that fails a check has its picture), and found no wider than the window. */
async function expectWithinWidth(page: Page, name: string, options: ScreenOptions): Promise<void> {
  await screenshot(page, name, options);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBe(0);
}

const SMALL_PHONE_WIDTH = 320;

/** A small phone's, a common phone's and a laptop's width, in CSS pixels. */
export const SCREEN_WIDTHS = [SMALL_PHONE_WIDTH, 390, 1280] as const;

/**
 * The screen as it stands at a small phone's, a common phone's and a laptop's width, each photographed whole and found
 * no wider than the window; the page keeps the size it had. axe-core checks the common phone and the laptop: the two
 * phones show the same parts in the same colours (their layouts differ only in a few sizes, below 360 px), so what
 * the small phone adds is its width, which the overflow check measures. An axe run costs half a second or more, and
 * the journeys' checks at every width were over 70 of them.
 */
export async function expectAccessibleAtEveryWidth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    if (width === SMALL_PHONE_WIDTH) await expectWithinWidth(page, `${name}-${width}`, { fullPage: true });
    else await expectAccessibleWithinPhoneWidth(page, `${name}-${width}`, { fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
