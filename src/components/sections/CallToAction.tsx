import { useId } from 'react';
import styled from 'styled-components';
import { container, darkSurface } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import type { SectionProps } from './types.ts';

/** A closing panel that asks the visitor to act: heading, text, one button and an optional note. */
export function CallToAction({ section }: SectionProps<'CallToAction'>) {
  // An id, as every section heading has (see SectionFrame), so search counts these words as this section's.
  const headingId = useId();
  return (
    <Wrapper>
      <Panel>
        <Heading id={headingId}>{section.heading}</Heading>
        {section.text && <Text>{section.text}</Text>}
        <ActionLink href={section.button.href} variant="onDark">
          {section.button.label}
        </ActionLink>
        {section.note && <Note>{section.note}</Note>}
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  ${container}
  padding-block: ${({ theme }) => theme.space.section};
`;

const Panel = styled.div`
  ${darkSurface}
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(circle at 85% 15%, color-mix(in srgb, ${({ theme }) => theme.colors.accentGlow} 35%, transparent), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => `${theme.colors.heroFrom}, ${theme.colors.heroTo}`});
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  text-align: center;
`;

const Heading = styled.h2`
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-wrap: balance;
`;

const Text = styled.p`
  max-width: 36rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
