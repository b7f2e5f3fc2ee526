import type { CelebrationIcon as IconName } from './celebration-types';

/** Line drawings rather than emoji: an emoji is a box wherever the device lacks a colour-emoji font. */
const PATHS: Record<IconName, string> = {
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M19 21v-1a6 6 0 0 0-3-5.2',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
};

export function CelebrationIcon({ icon }: { icon: IconName }) {
  return (
    <svg className="celebration-icon" data-icon={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
