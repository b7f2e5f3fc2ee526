import type { RecordedEvent } from '@iec-bets/contracts';
import type { Document } from '@iec-bets/platform';
import type { Projection, ReadModelView, Target } from '../projection.js';

interface RememberedTargets<C> {
  view: ReadModelView;
  version: number;
  targets: Array<Target<C>>;
}

/**
 * A projection that another one works from (the score trees from the statistics), answering the same question twice
 * at the cost of once: an event's targets are kept for as long as the view stays at the same version, and each
 * target's evolved document for as long as it is asked with the same document and context. A resolution's page is
 * then worked out once for the statistics and reused by their trees, instead of scoring every answer again.
 * Projections are pure, so a remembered answer is the answer.
 */
export function remembered<D extends Document, C>(projection: Projection<D, C>): Projection<D, C> {
  const targetsOf = new WeakMap<RecordedEvent, RememberedTargets<C>>();
  const evolvedOf = new WeakMap<RecordedEvent, WeakMap<object, { current: D | undefined; next: ReturnType<Projection<D, C>['evolve']> }>>();
  return {
    ...projection,
    targets(event, view) {
      const known = targetsOf.get(event);
      if (known && known.view === view && known.version === view.version) return known.targets;
      const targets = projection.targets(event, view);
      // Most events of a log name no statistics: working that out again costs less than an entry per event, which
      // the collector must also trace (in a profile of a replay, 4% of its time went to this wrapper).
      if (targets.length > 0) targetsOf.set(event, { view, version: view.version, targets });
      return targets;
    },
    evolve(current, event, context) {
      if (context === null || typeof context !== 'object') return projection.evolve(current, event, context);
      let byContext = evolvedOf.get(event);
      const known = byContext?.get(context);
      if (known && known.current === current) return known.next;
      const next = projection.evolve(current, event, context);
      if (!byContext) evolvedOf.set(event, (byContext = new WeakMap()));
      byContext.set(context, { current, next });
      return next;
    },
  };
}
