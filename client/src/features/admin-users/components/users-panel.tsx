import { useRef, useState } from 'react';
import { USERS_PAGE_SIZE, useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFocusOnNewPage } from '../hooks/use-focus-on-new-page';
import { UserRow } from './user-row';
import { UsersPager } from './users-pager';
import './admin-users.css';
import { loadFailureReason } from '@/lib/api-error';

const SEARCH_PAUSE_MS = 300;

/** The admin dashboard's Users tab: find members by name or username, page through them, grant or revoke admin. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  const users = useAdminUsers(search, page);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / USERS_PAGE_SIZE)) : 1;
  // A new page starts at the line that counts the users, not at the list: the line is short, so its focus ring is
  // seen whole (a page of twenty cards would take the ring off the screen); a screen reader reads the count, then
  // goes on into the list from its first user, as does the next Tab; and the line is there even for a page that
  // comes back empty, where the list is not.
  const summary = useRef<HTMLParagraphElement>(null);
  const expectNewPage = useFocusOnNewPage(summary, users.isPlaceholderData ? undefined : users.data);

  return (
    <section className="admin-panel" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">Users</h2>
      <form className="form users-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="admin-user-search">Search by name or username</label>
        <input
          id="admin-user-search"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => {
            setTyped(event.target.value);
            setPage(1);
          }}
        />
      </form>
      {users.isPending && <p className="muted">Loading users...</p>}
      {users.isError && <p role="alert">Could not load the users: {loadFailureReason(users.error)}</p>}
      {users.data && (
        <>
          <p ref={summary} tabIndex={-1} className="muted" aria-live="polite">
            {users.data.total === 1 ? '1 user' : `${users.data.total} users`}
            {search && ` matching "${search}"`}
          </p>
          {users.data.users.length === 0 ? (
            <p className="card empty-state muted">No users found</p>
          ) : (
            <ul className="plain-list stack" aria-label="Users">
              {users.data.users.map((user) => (
                <li key={user.id}>
                  <UserRow user={user} isYou={user.id === currentUserId} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <UsersPager
              page={page}
              pages={pages}
              onTurn={(next) => {
                expectNewPage();
                setPage(next);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
