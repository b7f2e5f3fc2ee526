import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A list read from the API: its loading line, its failure, its empty line, or its items. */
export function QueryList<T>({
  query,
  loading,
  empty,
  failure,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  empty: string;
  failure: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p className="muted" role="status">
        {loading}
      </p>
    );
  if (query.isError) return <p role="alert">{failure}</p>;
  if (query.data.length === 0) return <p className="muted">{empty}</p>;
  return <>{children(query.data)}</>;
}
