import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { container } from '../../styles/mixins.ts';
import { SectionHeader } from './SectionHeader.tsx';

/** The section's background across the full width. */
const tones = {
  plain: css``,
  subtle: css`
    background: ${({ theme }) => theme.colors.subtle};
  `,
  banded: css`
    background: ${({ theme }) => theme.colors.subtle};
    border-block: 1px solid ${({ theme }) => theme.colors.border};
  `,
};

interface SectionFrameProps {
  heading: string;
  intro?: string;
  /** Screen-reader only heading (see SectionHeader). */
  headingHidden?: boolean;
  /** Named by its heading, which makes the section a region landmark. */
  region?: boolean;
  /** The id that links jump to, e.g. `services` for `/#services`. */
  anchor?: string;
  tone?: keyof typeof tones;
  /** The reading width instead of the full content width. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame shared by the content sections: a full-width band, the centred column, and the h2 with its introduction. */
export function SectionFrame({
  heading,
  intro,
  headingHidden,
  region = false,
  anchor,
  tone = 'plain',
  narrow = false,
  children,
}: SectionFrameProps) {
  // Every heading has an id: search splits a page into parts at headings with one, so the words
  // of this section are never counted as the end of the section before (an FAQ answer, say).
  const headingId = useId();
  return (
    <Band id={anchor} aria-labelledby={region ? headingId : undefined} $tone={tone}>
      <Column $narrow={narrow}>
        <SectionHeader heading={heading} intro={intro} id={headingId} headingHidden={headingHidden} />
        {children}
      </Column>
    </Band>
  );
}

const Band = styled.section<{ $tone: keyof typeof tones }>`
  padding-block: ${({ theme }) => theme.space.section};
  ${({ $tone }) => tones[$tone]}
`;

const Column = styled.div<{ $narrow: boolean }>`
  ${container}
  ${({ $narrow, theme }) => $narrow && css`max-width: ${theme.layout.narrow};`}
`;
