// The colour scheme toggle's behaviour (`SchemeToggle.tsx`), run as an inline script in every
// page's <head> (scripts/vite/pre-paint.ts): it restores the visitor's choice before the first
// paint, and handles the toggle's clicks from before the app loads. No code of the app's bundle
// is about the scheme. The attributes are named in `colourScheme.ts`.
(() => {
  const root = document.documentElement;
  const schemes = ['system', 'light', 'dark'];

  // A chosen scheme's theme-color meta applies to every system setting, the other's to none.
  const showThemeColor = (choice: string) => {
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.dataset.media ??= meta.media;
      const media = meta.dataset.media;
      meta.media = choice === 'system' ? media : media.includes(choice) ? 'all' : 'not all';
    }
  };

  try {
    const scheme = localStorage.getItem('scheme');
    if (scheme === 'light' || scheme === 'dark') {
      root.dataset.scheme = scheme;
      showThemeColor(scheme);
    }
  } catch {
    // Storage can be blocked (private modes): the page then follows the system.
  }

  document.addEventListener('click', (event) => {
    const toggle = event.target instanceof Element ? event.target.closest('[data-scheme-toggle]') : null;
    if (!toggle) return;
    const next = schemes[(schemes.indexOf(root.dataset.scheme ?? 'system') + 1) % schemes.length] ?? 'system';
    if (next === 'system') delete root.dataset.scheme;
    else root.dataset.scheme = next;
    showThemeColor(next);
    const name = toggle.querySelector(`[data-scheme-choice="${next}"]`)?.textContent ?? next;
    for (const status of document.querySelectorAll('[data-scheme-status]'))
      status.textContent = `Colour scheme: ${name}`;
    try {
      localStorage.setItem('scheme', next);
    } catch {
      // Storage can be blocked (private modes): the choice then lasts for this page.
    }
  });
})();
