import type { RecordedEvent } from '@iec-bets/contracts';
import type { Projections } from './apply-events.js';

/** Per list of projections, the ones each event type is put to; the list of the read models is made once. */
const routes = new WeakMap<Projections, Map<RecordedEvent['type'], Projections>>();

/** Whether a projection is asked about events of `type`: it names that type among its own, or names none. */
export function actsOn(projection: Projections[number], type: RecordedEvent['type']): boolean {
  return projection.canHandle?.has(type) ?? true;
}

/**
 * The projections an event of `type` is put to: those that name it among the types they act on, and those that name
 * none (see Projection.canHandle). Worked out once per list and type, so a replay pays a lookup per event.
 */
export function projectionsFor(projections: Projections, type: RecordedEvent['type']): Projections {
  let byType = routes.get(projections);
  if (!byType) {
    byType = new Map();
    routes.set(projections, byType);
  }
  let route = byType.get(type);
  if (!route) {
    route = projections.filter((projection) => actsOn(projection, type));
    byType.set(type, route);
  }
  return route;
}
