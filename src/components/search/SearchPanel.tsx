import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { container } from '../../styles/mixins.ts';
import { type Found, searchSite, shownResults, type SearchResult } from './pagefind.ts';

type Outcome =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; term: string; found: Found; results: SearchResult[]; moreFailed?: boolean }
  | { state: 'unavailable' };

function statusText(outcome: Outcome): string {
  switch (outcome.state) {
    case 'idle':
      return '';
    case 'searching':
      return 'Searching…';
    case 'unavailable':
      return 'Search is not available right now. Please try again later.';
    case 'found': {
      const { term, found, results } = outcome;
      const { total } = found;
      if (total === 0) return `No results for “${term}”.`;
      const count = `${total} result${total === 1 ? '' : 's'} for “${term}”`;
      const shown = total > results.length ? `${count}, the first ${results.length} shown.` : `${count}.`;
      return outcome.moreFailed ? `${shown} More could not be loaded right now; please try again.` : shown;
    }
  }
}

/** The label of the button that shows the next results, e.g. "Show 8 more results". */
function moreLabel(shown: number, total: number): string {
  const more = Math.min(shownResults, total - shown);
  return `Show ${more} more result${more === 1 ? '' : 's'}`;
}

/**
 * The search panel the header's search button discloses, loaded when first opened: a labelled
 * search field, a status that screen readers announce, and the results as a list of links with
 * the matching words marked, a few at a time: a button below shows the next ones and moves focus
 * to the first of them. Escape closes it and focus goes back to the button (`onClose`).
 */
export function SearchPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const fieldId = useId();
  const [term, setTerm] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  /** The place of the first result the last "Show more" brought, which takes focus once shown. */
  const [firstAdded, setFirstAdded] = useState<number | undefined>(undefined);
  const resultList = useRef<HTMLUListElement>(null);
  /** The outcome on show, for a "Show more" that ends after a new search has begun. */
  const shownOutcome = useRef(outcome);
  useEffect(() => {
    shownOutcome.current = outcome;
  });

  useEffect(() => {
    const query = term.trim();
    if (query === '') {
      setOutcome({ state: 'idle' });
      return undefined;
    }
    let current = true;
    setOutcome({ state: 'searching' });
    searchSite(query)
      .then(async (found) => (found ? { found, results: await found.resultsFrom(0) } : null))
      .then(
        (shown) => {
          if (current && shown) setOutcome({ state: 'found', term: query, ...shown });
        },
        () => {
          if (current) setOutcome({ state: 'unavailable' });
        },
      );
    return () => {
      current = false;
    };
  }, [term]);

  useEffect(() => {
    if (firstAdded === undefined) return;
    resultList.current?.querySelectorAll('a')[firstAdded]?.focus();
    setFirstAdded(undefined);
  }, [firstAdded]);

  const showMore = async () => {
    if (outcome.state !== 'found') return;
    const start = outcome.results.length;
    const more = await outcome.found.resultsFrom(start).catch(() => undefined);
    if (shownOutcome.current !== outcome) return;
    if (!more) {
      // What is shown stays, and so does the button, to try again.
      setOutcome({ ...outcome, moreFailed: true });
      return;
    }
    setOutcome({ ...outcome, results: [...outcome.results, ...more], moreFailed: false });
    setFirstAdded(start);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <Panel id={id} role="search" onKeyDown={closeOnEscape}>
      <Label htmlFor={fieldId}>Search the site</Label>
      <Field
        id={fieldId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoComplete="off"
        autoFocus
      />
      <Status role="status">{statusText(outcome)}</Status>
      {outcome.state === 'found' && outcome.results.length > 0 && (
        <Results ref={resultList}>
          {outcome.results.map((result) => (
            <li key={result.url}>
              <ResultLink to={result.url}>{result.title}</ResultLink>
              <Excerpt>
                {result.excerpt.map((part, index) =>
                  // biome-ignore lint/suspicious/noArrayIndexKey: an excerpt's parts are fixed; a part is its place
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </Excerpt>
            </li>
          ))}
        </Results>
      )}
      {outcome.state === 'found' && outcome.results.length < outcome.found.total && (
        <MoreButton type="button" onClick={() => void showMore()}>
          {moreLabel(outcome.results.length, outcome.found.total)}
        </MoreButton>
      )}
    </Panel>
  );
}

const Panel = styled.div`
  ${container}
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-height: calc(100dvh - 5rem);
  overflow-y: auto;
  padding-block: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Field = styled.input`
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
`;

const ResultLink = styled(Link)`
  /* As tall as its line: a target a finger can hit (at least 24 px, WCAG 2.5.8). */
  display: inline-block;
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const MoreButton = styled.button`
  justify-self: start;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandStrong};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover { text-decoration: underline; }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & mark {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
