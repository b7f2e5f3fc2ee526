import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget.js';

describe("the time a process may spend drawing members' screens", () => {
  /** A budget of a quarter of each second on a clock and a CPU counter that the test moves. */
  function budget(firstExpectedMs = 10) {
    let now = 0;
    let cpu = 0;
    const clock = {
      advance: (ms: number) => void (now += ms),
      useCpu: (ms: number) => void (cpu += ms),
    };
    return { clock, renders: new RenderBudget({ shareOfTime: 0.25, windowMs: 1_000, firstExpectedMs, now: () => now, cpuMs: () => cpu }) };
  }

  it('draws 25 pictures of 10 ms in a second, then none until the next second', async () => {
    const { clock, renders } = budget();
    const drawn = async () => renders.run(async () => (clock.useCpu(10), 'picture'));
    for (let i = 0; i < 25; i++) expect(await drawn(), `render ${i}`).toBe('picture');
    expect(await drawn()).toBeUndefined();
    clock.advance(999);
    expect(await drawn()).toBeUndefined();
    clock.advance(1);
    expect(await drawn()).toBe('picture');
  });

  it('holds a burst of pages asked at the same moment to the budget, though none has ended yet', async () => {
    const { renders } = budget();
    let started = 0;
    const pending: (() => void)[] = [];
    const burst = Array.from({ length: 100 }, () =>
      renders.run(() => {
        started += 1;
        return new Promise<string>((resolve) => pending.push(() => resolve('picture')));
      }),
    );

    expect(started).toBe(25);
    pending.forEach((finish) => finish());
    const pictures = await Promise.all(burst);
    expect(pictures.filter((picture) => picture === 'picture')).toHaveLength(25);
  });

  it('learns what a render costs from renders that ran alone, and draws fewer when they cost more', async () => {
    const { clock, renders } = budget(10);
    for (let i = 0; i < 20; i++) {
      await renders.run(async () => clock.useCpu(50));
      clock.advance(1_000);
    }
    expect(renders.expectedCostMs).toBeGreaterThan(49);

    let drawn = 0;
    while (await renders.run(async () => (clock.useCpu(50), 'picture'))) drawn += 1;
    // A quarter of a second holds five renders of 50 ms (the last learnt at just under 50).
    expect(drawn).toBe(5);
  });

  it('does not learn from renders that overlapped, whose CPU time includes the others', async () => {
    const { clock, renders } = budget(10);
    let finishFirst = () => {};
    const first = renders.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    await renders.run(async () => clock.useCpu(200));
    clock.useCpu(200);
    finishFirst();
    await first;
    expect(renders.expectedCostMs).toBe(10);
  });

  it('does not learn from renders that drew nothing, which would let the next burst through', async () => {
    const { clock, renders } = budget(10);
    for (let i = 0; i < 10; i++) await renders.run(async () => (clock.useCpu(1), null), (picture) => picture !== null);
    await expect(renders.run(async () => (clock.useCpu(1), Promise.reject(new Error('failed'))))).rejects.toThrow('failed');

    expect(renders.expectedCostMs).toBe(10);
  });

  it('never expects a render to cost more than half the budget, so that pictures come back once renders are cheap again', async () => {
    const { clock, renders } = budget(10);
    for (let i = 0; i < 20; i++) {
      await renders.run(async () => (clock.useCpu(400), 'picture'));
      clock.advance(1_000);
    }
    expect(renders.expectedCostMs).toBe(125);

    expect(await renders.run(async () => (clock.useCpu(10), 'picture'))).toBe('picture');
  });

  it('counts a render that fails as well', async () => {
    const { renders } = budget(250);
    await expect(
      renders.run(async () => {
        throw new Error('the screen could not be drawn');
      }),
    ).rejects.toThrow('the screen could not be drawn');
    expect(await renders.run(async () => 'picture')).toBeUndefined();
  });
});
