import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { iconButton } from '../../styles/mixins.ts';

const SearchPanel = lazy(() => import('./SearchPanel.tsx').then(({ SearchPanel }) => ({ default: SearchPanel })));

/**
 * The header's search: a button that discloses the search panel. The panel's code, Pagefind's
 * script and the index load only when a visitor opens it. Without JavaScript there is no search,
 * so the prerendered button is invisible (and out of the accessibility tree) until hydration,
 * keeping its place so nothing shifts when it appears. The header decides whether it is open, so
 * that opening it closes the mobile menu. Focus or a click outside closes it.
 */
export function SiteSearch({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [hydrated, setHydrated] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setHydrated(true), []);

  // A visitor who moves on (Tab past the last result, a click elsewhere) leaves the panel: it
  // closes, so it never covers where focus went.
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const closeWhenLeft = (event: Event) => {
      if (event.target instanceof Node && !area.current?.contains(event.target)) onOpenChange(false);
    };
    document.addEventListener('focusin', closeWhenLeft);
    document.addEventListener('pointerdown', closeWhenLeft);
    return () => {
      document.removeEventListener('focusin', closeWhenLeft);
      document.removeEventListener('pointerdown', closeWhenLeft);
    };
  }, [open, onOpenChange]);

  const close = () => {
    onOpenChange(false);
    button.current?.focus();
  };

  return (
    <Area ref={area}>
      <Button
        ref={button}
        type="button"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        $offered={hydrated}
        onClick={() => (open ? close() : onOpenChange(true))}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" strokeLinecap="round" />
        </svg>
      </Button>
      {open && (
        <Suspense>
          <SearchPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </Area>
  );
}

const Area = styled.div`
  display: contents;
`;

const Button = styled.button<{ $offered: boolean }>`
  ${iconButton}
  visibility: ${({ $offered }) => ($offered ? 'visible' : 'hidden')};
`;
