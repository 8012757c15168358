import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each page of this visit, by React Router's key of its history entry. */
const scrollPositions = new Map<string, number>();

/** The key of the history entry the browser is on: React Router's, `default` for the page first loaded. */
const currentEntry = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/**
 * The main heading of the page on show: none while the next route still loads, nor a heading of
 * the previous page that React keeps hidden meanwhile.
 */
function shownHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  return heading && !heading.closest('[hidden], [style*="display: none"]') ? heading : null;
}

/**
 * After client navigation, does what a full page load would for every visitor, once the new page
 * is on show: scrolls to the named anchor, to where the visitor was (Back and Forward) or to the
 * top, moves keyboard focus to the page's main heading, and returns the new title for a live
 * region to announce. The first render (the loaded page) is left alone.
 */
export function useNavigationFocus(): string {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // Compared by address rather than "first run", so StrictMode's repeated effects change nothing.
  const shownAddress = useRef(`${pathname}${hash}`);
  const shownEntry = useRef(key);
  const [announcement, setAnnouncement] = useState('');

  // The browser would restore the place on Back before the app has drawn the page again, so the
  // app does it; leaving the app (pagehide) hands it back for the page the host serves.
  useEffect(() => {
    const restoreInApp = () => {
      window.history.scrollRestoration = 'manual';
    };
    const restoreInBrowser = () => {
      window.history.scrollRestoration = 'auto';
    };
    // Only while the page on show is the history entry's: not while a navigation replaces it.
    const remember = () => {
      if (currentEntry() === shownEntry.current) scrollPositions.set(shownEntry.current, window.scrollY);
    };
    restoreInApp();
    window.addEventListener('pageshow', restoreInApp);
    window.addEventListener('pagehide', restoreInBrowser);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('pageshow', restoreInApp);
      window.removeEventListener('pagehide', restoreInBrowser);
      window.removeEventListener('scroll', remember);
      restoreInBrowser();
    };
  }, []);

  useEffect(() => {
    if (shownAddress.current === `${pathname}${hash}`) {
      // The same page again (a link to it): a new history entry, whose place is kept from now on.
      shownEntry.current = key;
      return;
    }
    // A jump to an anchor of the page on show (the skip link, a search result) has no place of
    // the app's to restore.
    const samePage = shownAddress.current.split('#')[0] === pathname;
    const settle = (): boolean => {
      const heading = shownHeading();
      if (!heading) return false;
      shownAddress.current = `${pathname}${hash}`;
      shownEntry.current = key;
      const place = navigationType === 'POP' && !samePage ? scrollPositions.get(key) : undefined;
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (place === undefined && target) {
        target.scrollIntoView();
        // As a followed link does on a load: Tab goes on from the target (focusable by script only,
        // unless it is a control), and a new page is announced.
        if (target.tabIndex < 0) target.tabIndex = -1;
        target.focus({ preventScroll: true });
        if (!samePage) setAnnouncement(document.title);
        return true;
      }
      window.scrollTo(0, place ?? 0);
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      setAnnouncement(document.title);
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['style', 'hidden'] });
    return () => observer.disconnect();
  }, [pathname, hash, key, navigationType]);
  return announcement;
}
