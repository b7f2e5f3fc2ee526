import { Link } from 'react-router-dom';
import './app-footer.css';

/** The foot of every page: where the privacy notice can always be found, signed in or not. */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <p>
        <span>IEC Bets</span>
        <span aria-hidden="true"> · </span>
        <Link to="/privacy">Privacy notice</Link>
      </p>
    </footer>
  );
}
