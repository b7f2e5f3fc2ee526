import { Link } from 'react-router-dom';

const WORDS = 'Top users and the best predictors earn real cash rewards!';

/**
 * The reminder that the best predictors win cash, due 2 s into a cheer, linking what "best" means (the scoring rule);
 * leaving by its link closes the cheer.
 *
 * In the centred popup its room is kept from the start, by an unseen copy under the live one: the notice arriving
 * pushed Close down by its height, under a finger already reaching for it. The live region is there from the start
 * too, empty, so that its words are announced as they come: a region created together with its words is not
 * announced by every screen reader. At the foot the card grows upwards from the screen's edge, its Close staying put,
 * and a reserved room would cover more of the results above it: there the empty region takes no room.
 */
export function CashNotice({ due, keepRoom, onLeave }: { due: boolean; keepRoom: boolean; onLeave: () => void }) {
  return (
    <div className="celebration-cash-slot">
      {keepRoom && !due && (
        <p className="celebration-cash celebration-cash-room" aria-hidden="true">
          {WORDS} <span className="celebration-cash-link">How scoring works</span>
        </p>
      )}
      <p className={due ? 'celebration-cash' : 'celebration-cash-waiting'} role="status">
        {due && (
          <>
            {WORDS}{' '}
            <Link to="/scoring" className="celebration-cash-link" onClick={onLeave}>
              How scoring works
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
