import styled from 'styled-components';
import { visuallyHidden } from '../../styles/mixins.ts';

interface SectionHeaderProps {
  heading: string;
  intro?: string;
  /** The heading's id, for a section named by it (`aria-labelledby`). */
  id?: string;
  /** Screen-reader only: the heading still names the section and keeps its place in the outline. */
  headingHidden?: boolean;
}

/** A section's h2 and optional introduction, centred above its content. */
export function SectionHeader({ heading, intro, id, headingHidden = false }: SectionHeaderProps) {
  return (
    <Header $hidden={headingHidden}>
      <Heading id={id}>{heading}</Heading>
      {intro && <Intro>{intro}</Intro>}
    </Header>
  );
}

const Header = styled.div<{ $hidden: boolean }>`
  max-width: ${({ theme }) => theme.layout.narrow};
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`;
