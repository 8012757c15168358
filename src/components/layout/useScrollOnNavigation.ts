import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After client navigation, scroll to the anchor the link named or to the top, as a full page
 * load would; the declarative router leaves scrolling to the app.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}
