import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { autoFitColumns, badge, bareList, card, cardPadding, container } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import { IconList } from './IconList.tsx';
import type { SectionProps } from './types.ts';

const time = String.raw`\d{1,2}(?::\d{2})? ?(?:AM|PM|am|pm)(?: [A-Z]{2,5}\b)?`;
/** A time ("9 AM", "6 PM CET") or a range ("Monday - Friday", "9 AM - 6 PM CET"). */
const wholeTimes = new RegExp(String.raw`(?:${time}|\w+) [-–] (?:${time}|\w+)|${time}`, 'g');

/**
 * Opening hours whose times and ranges ("9 AM - 6 PM CET", "Monday - Friday") never break across
 * lines: each is kept whole, the words between them wrap as usual.
 */
export function withTimesKeptWhole(hours: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of hours.matchAll(wholeTimes)) {
    parts.push(hours.slice(last, match.index), <KeptWhole key={match.index}>{match[0]}</KeptWhole>);
    last = match.index + match[0].length;
  }
  parts.push(hours.slice(last));
  return parts;
}

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
        <Availability>{withTimesKeptWhole(section.availability)}</Availability>
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

const KeptWhole = styled.span`
  white-space: nowrap;
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
  /* Two even lines on a small phone, not a last line of "PM CET". */
  text-wrap: balance;
`;
