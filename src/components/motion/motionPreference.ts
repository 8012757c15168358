import { useEffect, useState } from 'react';

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

/** Marks every motion toggle button; one listener (`useMotionToggles`) serves them all. */
export const motionToggleAttribute = 'data-motion-toggle';

/**
 * The page-wide motion state. The server renders "running"; a script in the page head restores
 * a paused state from the visit before the first paint.
 */
export function useMotionPreference(): MotionState {
  // Rendered as "running" first, on the server and in hydration alike; the real state follows once mounted.
  const [state, setState] = useState<MotionState>('running');
  useEffect(() => {
    setState(readState());
    return subscribe(() => setState(readState()));
  }, []);
  return state;
}

/**
 * Makes every motion toggle on the page work, including those in prerendered sections the
 * browser keeps without hydrating (see `StaticHtml`): one click listener for all of them, and
 * their `aria-pressed` kept in step with the state. Used once, by the layout.
 */
export function useMotionToggles(): void {
  useEffect(() => {
    const toggles = () => document.querySelectorAll(`[${motionToggleAttribute}]`);
    const showState = () => {
      const pressed = String(readState() === 'paused');
      for (const toggle of toggles()) toggle.setAttribute('aria-pressed', pressed);
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${motionToggleAttribute}]`)) return;
      writeState(readState() === 'paused' ? 'running' : 'paused');
    };
    showState();
    const unsubscribe = subscribe(showState);
    document.addEventListener('click', onClick);
    return () => {
      unsubscribe();
      document.removeEventListener('click', onClick);
    };
  }, []);
}
