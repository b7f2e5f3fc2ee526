import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFound() {
  useDocumentTitle('Page Not Found');
  const { pathname } = useLocation();
  return (
    <section className="screen empty-state" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 Page Not Found</h1>
      <p className="muted">
        Nothing lives at <code>{pathname}</code>. Developer hint: did you forget to add the page to the router?
      </p>
      <Link to="/" className="button primary">
        Back to today's question
      </Link>
    </section>
  );
}
