import styled, { css } from 'styled-components';
import { bareList, card, cardPadding, darkSurface, fromMedium } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { ActionLink } from '../ActionLink.tsx';
import { IconList } from './IconList.tsx';
import { PriceTag } from './PriceTag.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

type Plan = SectionProps<'PricingGrid'>['section']['plans'][number];

/** Plan cards with prices, the popular one emphasised, then the prompt for a custom package. */
export function PricingGrid({ section }: SectionProps<'PricingGrid'>) {
  const { enterprise } = section;
  return (
    <SectionFrame heading={section.heading} intro={section.intro} region>
      <Grid $count={section.plans.length}>
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
    </SectionFrame>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Card $popular={plan.popular}>
      <Name>{plan.name}</Name>
      {/* After the name in reading order, so heading navigation still announces it; placed on the top edge by CSS. */}
      {plan.popular && <Badge>Most Popular</Badge>}
      <PriceTag amount={plan.price} period={plan.period} tone="ink" />
      <Description>{plan.description}</Description>
      <Features items={plan.features} />
      <Button href={plan.button.href} variant={plan.popular ? 'primary' : 'secondary'} block>
        {plan.button.label}
      </Button>
    </Card>
  );
}

const Grid = styled.ul<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { md: 2, lg: 3 })}
  row-gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
`;

const Card = styled.li<{ $popular: boolean }>`
  ${card}
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  ${fromMedium(css`padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xl}`};`)}
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

const Description = styled.p`
  color: ${({ theme }) => theme.colors.body};
`;

const Features = styled(IconList)`
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Button = styled(ActionLink)`
  margin-top: auto;
`;

const Enterprise = styled.div`
  ${darkSurface}
  ${cardPadding}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => `${theme.colors.heroFrom}, ${theme.colors.heroTo}`});
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
