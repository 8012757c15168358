import styled from 'styled-components';
import { badge, bareList } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

/** How the work is done: numbered steps, the numbers taken from their order. */
export function ProcessSteps({ section }: SectionProps<'ProcessSteps'>) {
  return (
    <SectionFrame heading={section.heading} intro={section.intro}>
      {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
      <Steps role="list" $count={section.steps.length}>
        {section.steps.map((step, index) => (
          <Step key={step.title}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <Title>{step.title}</Title>
            <Description>{step.description}</Description>
          </Step>
        ))}
      </Steps>
    </SectionFrame>
  );
}

const Steps = styled.ol<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { md: 3, lg: 4 }, 'xl')}
`;

const Step = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;

const StepNumber = styled.span`
  ${badge('3.5rem', 'gradient')}
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  max-width: 22rem;
  color: ${({ theme }) => theme.colors.muted};
`;
