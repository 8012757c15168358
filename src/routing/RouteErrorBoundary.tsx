import { Component, type ReactNode } from 'react';
import { leavePrerenderedHead } from './hydration.ts';
import { PageFetchFailed } from './PageFetchFailed.ts';

/** How browsers word a failed `import()`: Chromium, Safari, Firefox. */
const failedImport =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * After a deploy, an open tab may ask for a route chunk the host no longer serves. Then the
 * address is loaded in full, once per address and visit, which brings the new site. The same
 * happens when the app could not fetch a prerendered page to show (`PageFetchFailed`). Any other
 * error leaves the main content empty (React reports it) instead of unmounting the whole page,
 * and no head tags of the page first loaded at another address.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; pathname: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    leavePrerenderedHead(this.props.pathname);
    if (!(error instanceof PageFetchFailed) && !(error instanceof Error && failedImport.test(error.message))) return;
    const key = `reloaded:${window.location.pathname}`;
    try {
      if (sessionStorage.getItem(key) !== null) return;
      sessionStorage.setItem(key, '1');
    } catch {
      return;
    }
    window.location.reload();
  }

  override componentDidUpdate(previous: { pathname: string }): void {
    // A failed route does not stop the next one from rendering.
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
