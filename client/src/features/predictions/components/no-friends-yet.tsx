import { Link } from 'react-router-dom';

export function NoFriendsYet() {
  return (
    <section className="card empty-state" aria-labelledby="no-friends-title">
      <h2 id="no-friends-title">No Friends Yet</h2>
      <p>Add friends to see their predictions and comments!</p>
      <p className="muted">Go to the Friends tab to add people you know.</p>
      <Link className="button primary" to="/friends">
        Find Friends
      </Link>
    </section>
  );
}
