import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After client navigation, does what a full page load would for every visitor: scrolls to the
 * named anchor or to the top, moves keyboard focus to the new page's main heading, and returns
 * the new title for a live region to announce. The first render (the loaded page) is left alone.
 */
export function useNavigationFocus(): string {
  const { pathname, hash } = useLocation();
  // Compared by address rather than "first run", so StrictMode's repeated effects change nothing.
  const shownAddress = useRef(`${pathname}${hash}`);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shownAddress.current === `${pathname}${hash}`) return;
    shownAddress.current = `${pathname}${hash}`;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    setAnnouncement(document.title);
  }, [pathname, hash]);
  return announcement;
}
