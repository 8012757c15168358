import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAppAddress } from '../components/ActionLink.tsx';

/**
 * Links inside `PrerenderedHtml`, which the browser leaves as the prerendered page has them, have no React
 * handlers. A plain click on one that points into the app (`isAppAddress`, which `ActionLink`
 * renders as a router `Link`) navigates in the app, as the `Link` would have.
 */
export function usePrerenderedLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const anchor = event.target instanceof Element ? event.target.closest('[data-prerendered] a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href') ?? '';
      if (!isAppAddress(href)) return;
      event.preventDefault();
      navigate(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
