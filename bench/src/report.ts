export interface Figure {
  name: string;
  value: string;
  /** The figure as a share of the bare Fastify route measured in the same run. */
  ratio: string;
  target: string;
  met: boolean | null;
}

export function formatTable(figures: Figure[]): string {
  const header = '| measure | value | vs bare Fastify | target | met |\n|---|---|---|---|---|';
  const rows = figures.map(
    (f) => `| ${f.name} | ${f.value} | ${f.ratio} | ${f.target} | ${f.met === null ? '-' : f.met ? 'yes' : 'NO'} |`,
  );
  return [header, ...rows].join('\n');
}

export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-ZA')}/s`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const ratio = (value: number, base: number) => `${((value / base) * 100).toFixed(0)}%`;
