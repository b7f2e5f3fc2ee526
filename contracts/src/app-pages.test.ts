import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages.js';

describe("the app's pages", () => {
  it('knows each page, a question id in the history page, a trailing slash and any letter case', () => {
    for (const path of ['/', '//', '/home', '/leaderboard', '/Leaderboard/', '/leaderboard//', '/questions/4f1c/history', '/questions/a%2Fb/history', '/admin/testing']) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('knows no other address, nor a history without its question id', () => {
    for (const path of ['/nonexistent', '/leaderboard/extra', '/questions/4f1c', '/questions//history', '/admin/other', '/%E0%A4%A']) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
