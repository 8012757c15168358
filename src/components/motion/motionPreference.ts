import { useSyncExternalStore } from 'react';

/** Whether continuous animations run or stand still. */
export type MotionState = 'running' | 'paused';

/**
 * Marks every motion toggle button. Its pre-paint script (`MotionToggle.pre-paint.ts`) handles their clicks,
 * from before the app loads, on every toggle, in an island or in prerendered HTML: it sets
 * `data-motion` on the root element (which every continuous animation reads, see GlobalStyle),
 * keeps the choice for the visit in sessionStorage (WCAG 2.2.2: a pause should not undo itself on
 * the next page) and updates each toggle's `aria-pressed`.
 */
export const motionToggleAttribute = 'data-motion-toggle';

function readState(): MotionState {
  return document.documentElement.dataset.motion === 'paused' ? 'paused' : 'running';
}

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-motion'] });
  return () => observer.disconnect();
}

/** The page-wide motion state: "running" on the server and while hydrating, then the page's. */
export function useMotionPreference(): MotionState {
  return useSyncExternalStore(subscribe, readState, () => 'running');
}
