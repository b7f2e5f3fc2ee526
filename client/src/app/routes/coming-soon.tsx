import type { ReactNode } from 'react';

/** A screen whose route exists before the screen does: its title, so navigation already leads somewhere. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="screen stack" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      <p className="muted">This screen is on its way.</p>
      {children}
    </section>
  );
}
