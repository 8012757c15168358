/**
 * The head tags of the prerendered page the browser first loads. While hydrating, no view renders
 * head tags: the prerendered ones stay as they are, so hydrating a page needs none of its head's
 * data (a case study page then needs no data at all). The first view the browser renders itself
 * replaces them with its own, and `releasePrerenderedHead` removes them.
 */

/** The comments the prerenderer writes around a page's own head tags, inside `<head>`. */
export const routeHeadMarkers = { start: 'route-head', end: '/route-head' } as const;

let prerenderedHead: ChildNode[] = [];

function isMarker(node: ChildNode, text: string): boolean {
  return node.nodeType === Node.COMMENT_NODE && node.nodeValue === text;
}

/** A prerendered page's own head tags, and the markers around them; none when the markers are missing. */
export function routeHeadNodes(head: HTMLHeadElement): ChildNode[] {
  const nodes = [...head.childNodes];
  const start = nodes.findIndex((node) => isMarker(node, routeHeadMarkers.start));
  const end = nodes.findIndex((node) => isMarker(node, routeHeadMarkers.end));
  return start === -1 || end < start ? [] : nodes.slice(start, end + 1);
}

/** Notes the page's own head tags, and the markers around them, before the app hydrates the page. */
export function keepPrerenderedHead(head: HTMLHeadElement): void {
  prerenderedHead = routeHeadNodes(head);
}

/** Removes the prerendered page's head tags once a view rendered in the browser has put its own. */
export function releasePrerenderedHead(): void {
  for (const node of prerenderedHead) node.remove();
  prerenderedHead = [];
}
