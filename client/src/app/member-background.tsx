import { RoutePreloading } from './route-preloading';
import { SessionEndWatch } from './session-end-watch';

/** What runs unseen beside a member's screens: their next screens' preloading, and the watch on the session. */
export function MemberBackground() {
  return (
    <>
      <RoutePreloading />
      <SessionEndWatch />
    </>
  );
}
