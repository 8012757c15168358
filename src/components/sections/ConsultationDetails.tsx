import { useId } from 'react';
import styled, { css } from 'styled-components';
import { container, fromMedium } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
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
            <span>Duration:</span> <strong>{`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`}</strong>
          </Duration>
          <Benefits>
            {section.benefits.map((benefit) => (
              <Benefit key={benefit}>
                <CheckIcon name="check" size={20} />
                <span>{benefit}</span>
              </Benefit>
            ))}
          </Benefits>
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
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  ${fromMedium(css`padding: ${({ theme }) => theme.space.xl};`)}
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Duration = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
`;

const Benefit = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

const CheckIcon = styled(Icon)`
  flex-shrink: 0;
  margin-top: 0.15em;
  color: ${({ theme }) => theme.colors.stat.green};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  padding: 0;
`;

const Step = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
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
