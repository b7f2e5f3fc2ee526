/**
 * The height the Yes share chart takes, kept free while it loads so that nothing below it jumps: the chart is held to
 * at least this whether it draws a line or says why there is none. A little above what a line takes (about 13.6rem:
 * its caption, the two lines of its readout, the plot and its axis), so that no rounding of those makes it taller.
 */
export const CHART_HEIGHT = '13.75rem';
