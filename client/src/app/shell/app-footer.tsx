import { Link } from 'react-router-dom';
import './app-footer.css';

/**
 * The foot of every page: where the privacy notice and the public pages on how the game is run and scored can always
 * be found, signed in or not.
 */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <p>
        <span>IEC Bets</span>
        <span aria-hidden="true"> · </span>
        <Link to="/privacy">Privacy notice</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/calibration">How well SA predicts</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/scoring">How scoring works</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/verify">Verify our history</Link>
      </p>
    </footer>
  );
}
