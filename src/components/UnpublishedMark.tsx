import styled from 'styled-components';
import type { Unpublished } from '@/model/publication.ts';
import { readableDate } from './formatDate.ts';

/** "Draft", "Scheduled for 3 December 2026". */
function inWords(unpublished: Unpublished): string {
  return unpublished.reason === 'draft' ? 'Draft' : `Scheduled for ${readableDate(unpublished.day)}`;
}

/**
 * The mark of an entry the built site leaves out: a banner over a page or case study, a badge
 * beside an FAQ question. Only the dev server and the editor's preview have such entries to show.
 */
export function UnpublishedMark({ unpublished, badge = false }: { unpublished?: Unpublished; badge?: boolean }) {
  if (!unpublished) return null;
  if (badge)
    return (
      <>
        {' '}
        <Badge>{inWords(unpublished)}</Badge>
      </>
    );
  return (
    <Banner role="note" aria-label="Not published">
      <strong>{inWords(unpublished)}:</strong> this is not on the built site
      {unpublished.reason === 'draft' ? ' until "draft: true" is removed.' : ' before that day.'}
    </Banner>
  );
}

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme }) => theme.colors.ink};
  border-bottom: 2px dashed ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px dashed ${({ theme }) => theme.colors.brandStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;
