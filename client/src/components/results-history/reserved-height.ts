/** The height the Yes share chart takes, kept free while it loads so that nothing below it jumps. */
export const CHART_HEIGHT = '12.75rem';
