import { useCallback, useEffect, useState } from 'react';

/** Whether continuous animations run or stand still. */
export type MotionState = 'running' | 'paused';

/** Kept for the visit (the tab), as WCAG 2.2.2 asks: a pause should not undo itself on the next page. */
export const motionStorageKey = 'motion';

const listeners = new Set<() => void>();

function readState(): MotionState {
  return document.documentElement.dataset.motion === 'paused' ? 'paused' : 'running';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function writeState(state: MotionState): void {
  // The attribute drives the CSS variable every continuous animation reads (see GlobalStyle).
  document.documentElement.dataset.motion = state;
  try {
    sessionStorage.setItem(motionStorageKey, state);
  } catch {
    // Storage can be unavailable (private modes, blocked cookies); the choice then lasts for this page.
  }
  for (const listener of listeners) listener();
}

/**
 * The page-wide motion state and a toggle. The server renders "running"; a script in the
 * page head restores a paused state from the visit before the first paint.
 */
export function useMotionPreference(): { state: MotionState; toggle: () => void } {
  // Rendered as "running" first, on the server and in hydration alike; the real state follows once mounted.
  const [state, setState] = useState<MotionState>('running');
  useEffect(() => {
    setState(readState());
    return subscribe(() => setState(readState()));
  }, []);
  const toggle = useCallback(() => writeState(readState() === 'paused' ? 'running' : 'paused'), []);
  return { state, toggle };
}
