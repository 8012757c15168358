import { useId } from 'react';
import styled, { css } from 'styled-components';
import { container, fromMedium, darkSurface } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import type { SectionProps } from './types.ts';

type Plan = SectionProps<'PricingGrid'>['section']['plans'][number];

/** Plan cards with prices, the popular one emphasised, then the prompt for a custom package. */
export function PricingGrid({ section }: SectionProps<'PricingGrid'>) {
  const headingId = useId();
  const { enterprise } = section;
  return (
    <Wrapper aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{section.heading}</Heading>
        {section.intro && <Intro>{section.intro}</Intro>}
      </Header>
      <Grid>
        {section.plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </Grid>
      {enterprise && (
        <Enterprise>
          <EnterpriseCopy>
            <EnterpriseHeading>{enterprise.heading}</EnterpriseHeading>
            <EnterpriseText>{enterprise.text}</EnterpriseText>
          </EnterpriseCopy>
          <ActionLink href={enterprise.button.href} variant="onDark">
            {enterprise.button.label}
          </ActionLink>
        </Enterprise>
      )}
    </Wrapper>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Card $popular={plan.popular}>
      <Name>{plan.name}</Name>
      {/* After the name in reading order, so heading navigation still announces it; placed on the top edge by CSS. */}
      {plan.popular && <Badge>Most Popular</Badge>}
      <Price>
        <Amount>{plan.price}</Amount> <Period>{plan.period}</Period>
      </Price>
      <Description>{plan.description}</Description>
      <Features>
        {plan.features.map((feature) => (
          <Feature key={feature}>
            <Check name="check" size={18} />
            <span>{feature}</span>
          </Feature>
        ))}
      </Features>
      <Button href={plan.button.href} variant={plan.popular ? 'primary' : 'secondary'} block>
        {plan.button.label}
      </Button>
    </Card>
  );
}

const Wrapper = styled.section`
  ${container}
  padding-block: ${({ theme }) => theme.space.section};
`;

const Header = styled.div`
  max-width: ${({ theme }) => theme.layout.narrow};
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: stretch;
  list-style: none;
  padding: ${({ theme }) => theme.space.md} 0 0;
`;

const Card = styled.li<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  ${fromMedium(css`padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xl}`};`)}
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ $popular, theme }) =>
    $popular &&
    css`
      border: 2px solid ${theme.colors.brand};
      box-shadow: ${theme.shadows.raised};
      background: linear-gradient(180deg, ${theme.colors.tint}, ${theme.colors.surface} 40%);
    `}
`;

const Badge = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  color: ${({ theme }) => theme.colors.ink};
`;

const Period = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.body};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: ${({ theme }) => theme.space.md} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Feature = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
`;

const Check = styled(Icon)`
  flex-shrink: 0;
  margin-top: 0.2em;
  color: ${({ theme }) => theme.colors.stat.green};
`;

const Button = styled(ActionLink)`
  margin-top: auto;
`;

const Enterprise = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  ${fromMedium(css`padding: ${({ theme }) => theme.space.xl};`)}
  border-radius: ${({ theme }) => theme.radii.lg};
  ${darkSurface}
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.heroFrom}, ${({ theme }) => theme.colors.heroTo});
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const EnterpriseCopy = styled.div`
  flex: 1 1 min(100%, 24rem);
`;

const EnterpriseHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.onDark};
`;

const EnterpriseText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  max-width: 40rem;
`;
