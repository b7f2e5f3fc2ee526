/** SPEC section 6: admins carry an 'Admin' badge wherever people are listed. */
export function AdminBadge({ isAdmin }: { isAdmin: boolean }) {
  if (!isAdmin) return null;
  return <span className="badge admin-badge">Admin</span>;
}
