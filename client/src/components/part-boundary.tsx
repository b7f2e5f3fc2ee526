import { Component, type ReactNode } from 'react';

interface PartBoundaryProps {
  /** What shows in place of the part once it has failed. */
  fallback: ReactNode;
  /** A change of it tries the part again (the address, for a screen: going elsewhere starts afresh). */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Shows `fallback` in place of a part that threw while rendering (most often a lazy part whose chunk did not
 * arrive), rather than React emptying the whole page. React offers this only as a class component. Written here
 * rather than taken from react-error-boundary: that package put 0.3 kB more in the landing page's first JavaScript,
 * which stands at its 100 kB budget, for hooks and options the app does not use.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean; resetKey: unknown }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PartBoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
