import type { RecordedEvent } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import type { Projection, ReadModelView } from '../projection.js';
import { remembered } from './remembered-projection.js';

type Counter = { id: string; n: number };

/** A projection that adds 1 to the counter of each target, and counts how often it is asked. */
function countingProjection() {
  const asked = { targets: 0, evolve: 0 };
  const projection: Projection<Counter, { by: number }> = {
    collection: 'counters',
    reads: () => [],
    targets: () => {
      asked.targets += 1;
      return [{ id: 'c1', context: { by: 1 } }];
    },
    evolve: (current, _event, { by }) => {
      asked.evolve += 1;
      return { id: 'c1', n: (current?.n ?? 0) + by };
    },
  };
  return { projection, asked };
}

const view = (version: number): ReadModelView => ({ version, get: () => undefined, exists: () => undefined, find: () => [] });
const event = { type: 'Counted', position: 1 } as unknown as RecordedEvent;

describe('a remembered projection', () => {
  it('given the same view and event, works out the targets and each evolved document once', () => {
    const { projection, asked } = countingProjection();
    const twice = remembered(projection);
    const atOne = view(1);

    const first = twice.targets(event, atOne);
    const again = twice.targets(event, atOne);
    const current = { id: 'c1', n: 4 };
    const evolved = twice.evolve(current, event, first[0]!.context);

    expect(again).toBe(first);
    expect(twice.evolve(current, event, again[0]!.context)).toBe(evolved);
    expect(evolved).toEqual({ id: 'c1', n: 5 });
    expect(asked).toEqual({ targets: 1, evolve: 1 });
  });

  it('when the view moves on or the document is another, works them out again', () => {
    const { projection, asked } = countingProjection();
    const twice = remembered(projection);
    const atOne = view(1);
    const [target] = twice.targets(event, atOne);

    twice.targets(event, view(2));
    (atOne as { version: number }).version = 2;
    twice.targets(event, atOne);
    twice.evolve({ id: 'c1', n: 1 }, event, target!.context);
    expect(twice.evolve({ id: 'c1', n: 7 }, event, target!.context)).toEqual({ id: 'c1', n: 8 });

    expect(asked).toEqual({ targets: 3, evolve: 2 });
  });
});
