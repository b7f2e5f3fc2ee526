/**
 * For the lists several admins work through at once (the questions and drafts, open disputes, reported comments):
 * another admin's publish, resolution, dismissal or removal, and a member's new report or dispute, reach an open
 * dashboard within half a minute, and at once when its tab is shown again; not only after the admin's own commands.
 * The reported comments and the disputes are read so on an admin's every screen too, for the count on the
 * navigation's Admin item. Only in a visible tab (React Query's interval stops in the background), and there are a
 * handful of admins: their reads cost the service nothing it would notice.
 */
export const SHARED_AMONG_ADMINS = {
  staleTime: 15_000,
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
} as const;
