import styled, { css } from 'styled-components';
import { container, fromLarge, fromMedium } from '../../styles/mixins.ts';
import type { SectionProps } from './types.ts';

/** How the work is done: numbered steps, the numbers taken from their order. */
export function ProcessSteps({ section }: SectionProps<'ProcessSteps'>) {
  return (
    <Wrapper>
      <Inner>
        <Header>
          <h2>{section.heading}</h2>
          {section.intro && <p>{section.intro}</p>}
        </Header>
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
      </Inner>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding-block: ${({ theme }) => theme.space.section};
`;

const Inner = styled.div`
  ${container}
`;

const Header = styled.div`
  max-width: ${({ theme }) => theme.layout.narrow};
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  p { margin-top: ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.muted}; }
`;

/** Columns that split `count` steps into even rows: two or three on tablets, up to four on desktops. */
const balancedColumns = (count: number) => css`
  ${fromMedium(css`grid-template-columns: repeat(${count % 3 === 0 ? 3 : Math.min(count, 2)}, minmax(0, 1fr));`)}
  ${fromLarge(css`grid-template-columns: repeat(${count <= 4 ? count : 3}, minmax(0, 1fr));`)}
`;

const Steps = styled.ol<{ $count: number }>`
  display: grid;
  ${({ $count }) => balancedColumns($count)}
  gap: ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
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
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(135deg, ${({ theme }) => `${theme.colors.brand}, ${theme.colors.accent}`});
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.onBrand};
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
