import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget.js';

describe("the time a process may spend drawing members' screens", () => {
  function budget() {
    let now = 0;
    const clock = { advance: (ms: number) => void (now += ms) };
    return { clock, budget: new RenderBudget({ shareOfTime: 0.25, windowMs: 1_000, now: () => now }) };
  }
  const renderTaking = (clock: { advance: (ms: number) => void }, ms: number) => async () => {
    clock.advance(ms);
    return 'picture';
  };

  it('allows renders until a quarter of the second has gone on them, then none until the next second', async () => {
    const { clock, budget: renders } = budget();
    for (let i = 0; i < 25; i++) {
      expect(renders.allows(), `render ${i}`).toBe(true);
      expect(await renders.spend(renderTaking(clock, 10))).toBe('picture');
    }
    expect(renders.allows()).toBe(false);
    clock.advance(749);
    expect(renders.allows()).toBe(false);
    clock.advance(1);
    expect(renders.allows()).toBe(true);
  });

  it('counts a render that fails as well', async () => {
    const { clock, budget: renders } = budget();
    await expect(
      renders.spend(async () => {
        clock.advance(300);
        throw new Error('the screen could not be drawn');
      }),
    ).rejects.toThrow('the screen could not be drawn');
    expect(renders.allows()).toBe(false);
  });
});
