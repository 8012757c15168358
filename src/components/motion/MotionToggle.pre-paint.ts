// The motion toggle's behaviour (`MotionToggle.tsx`), run as an inline script in every page's
// <head> (scripts/vite/pre-paint.ts): it restores a pause of continuous animations before the
// first paint (WCAG 2.2.2: a pause should not undo itself on the next page), and handles every
// toggle's clicks from before the app loads, in an island or in prerendered HTML. The attribute
// is named in `motionPreference.ts`.
(() => {
  const root = document.documentElement;

  const showState = () => {
    const pressed = String(root.dataset.motion === 'paused');
    for (const toggle of document.querySelectorAll('[data-motion-toggle]'))
      toggle.setAttribute('aria-pressed', pressed);
  };

  try {
    if (sessionStorage.getItem('motion') === 'paused') root.dataset.motion = 'paused';
  } catch {
    // Storage can be blocked (private modes): animations then run on each new page.
  }

  document.addEventListener('DOMContentLoaded', showState);
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-motion-toggle]')) return;
    root.dataset.motion = root.dataset.motion === 'paused' ? 'running' : 'paused';
    try {
      sessionStorage.setItem('motion', root.dataset.motion);
    } catch {
      // Storage can be blocked (private modes): the pause then lasts for this page.
    }
    showState();
  });
})();
