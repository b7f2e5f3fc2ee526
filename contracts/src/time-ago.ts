/** 'just now', 'Nm ago', 'Nh ago' (under a day), 'Nd ago', as the SPEC words it. */
export function timeAgo(then: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(then).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
