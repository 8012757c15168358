/**
 * The browser could not fetch or read a prerendered page (`fetchPrerenderedPage`);
 * `RouteErrorBoundary` then loads the address in full. A module of its own, so the boundary,
 * which every page loads, does not bring the fetching code with it.
 */
export class PageFetchFailed extends Error {
  override name = 'PageFetchFailed';
}
