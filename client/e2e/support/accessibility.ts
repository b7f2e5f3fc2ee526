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
  await expectAccessible(page, name, options);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBe(0);
}

/** A small phone's, a common phone's and a laptop's width, in CSS pixels. */
export const SCREEN_WIDTHS = [320, 390, 1280] as const;

/**
 * The screen as it stands at a small phone's, a common phone's and a laptop's width, each photographed whole, checked
 * by axe-core and found no wider than the window; the page keeps the size it had.
 */
export async function expectAccessibleAtEveryWidth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await expectAccessibleWithinPhoneWidth(page, `${name}-${width}`, { fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
