import { Component, type ReactNode } from 'react';
import { PreviewNotice } from './PreviewNotice.tsx';

interface PreviewBoundaryProps {
  /** What the part shows, in the notice's title if it cannot be drawn. */
  title: string;
  /** Changes with what the part is drawn from: a new value tries again. */
  resetKey: string;
  children: ReactNode;
}

interface PreviewBoundaryState {
  error?: Error;
  resetKey: string;
}

/**
 * A part of the preview a component could not draw from what is in the form (half-typed, or
 * refused by the content check) says why, in place; the rest of the preview still shows, and the
 * part is drawn again with the next change.
 */
export class PreviewBoundary extends Component<PreviewBoundaryProps, PreviewBoundaryState> {
  override state: PreviewBoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PreviewBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: PreviewBoundaryProps,
    state: PreviewBoundaryState,
  ): Partial<PreviewBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: undefined };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PreviewNotice title={`${this.props.title}: not shown until this is fixed`} problems={[error.message]} />;
  }
}
