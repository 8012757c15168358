import { useId } from 'react';
import styled from 'styled-components';
import { autoFitColumns, badge, bareList, card, cardPadding, container } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import { IconList } from './IconList.tsx';
import type { SectionProps } from './types.ts';

/** What the consultation gives and how long it takes, how it works, and the booking button with opening hours. */
export function ConsultationDetails({ section }: SectionProps<'ConsultationDetails'>) {
  const benefitsId = useId();
  const stepsId = useId();
  const minutes = section.durationMinutes;
  return (
    <Wrapper>
      <Columns>
        <Panel aria-labelledby={benefitsId}>
          <Heading id={benefitsId}>{section.benefitsHeading}</Heading>
          <Duration>
            <Icon name="clock" size={20} />
            <span>Duration:</span> <Figure>{`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`}</Figure>
          </Duration>
          <IconList items={section.benefits} size="regular" />
        </Panel>
        <Panel aria-labelledby={stepsId}>
          <Heading id={stepsId}>{section.stepsHeading}</Heading>
          <Steps>
            {section.steps.map((step, index) => (
              <Step key={step.title}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <div>
                  <StepTitle>{step.title}</StepTitle>
                  <StepText>{step.description}</StepText>
                </div>
              </Step>
            ))}
          </Steps>
        </Panel>
      </Columns>
      <Booking>
        <ActionLink href={section.button.href} variant="primary">
          <Icon name="calendar-check" size={20} />
          {section.button.label}
        </ActionLink>
        <Availability>{section.availability}</Availability>
      </Booking>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${container}
  padding-block: ${({ theme }) => theme.space.section};
`;

const Columns = styled.div`
  ${autoFitColumns('24rem')}
  gap: ${({ theme }) => theme.space.lg};
`;

const Panel = styled.section`
  ${card}
  ${cardPadding}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Duration = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  /* Round at the ends on one line; a larger system font that wraps it gets a rounded box, not a lozenge. */
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Figure = styled.strong`
  white-space: nowrap;
`;

const Steps = styled.ol`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Step = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const StepNumber = styled.span`
  ${badge('2.5rem', 'solid')}
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StepText = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.body};
`;

const Booking = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

const Availability = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
