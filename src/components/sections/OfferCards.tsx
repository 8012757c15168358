import styled from 'styled-components';
import { autoFitColumns, bareList, card, cardPadding } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { ActionLink } from '../ActionLink.tsx';
import type { IconName } from '../Icon.tsx';
import { IconList } from './IconList.tsx';
import { PriceTag } from './PriceTag.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

type Offer = SectionProps<'OfferCards'>['section']['offers'][number];

/** The two lists every offer card shows, in order. */
const offerLists: { key: 'features' | 'benefits'; label: string; icon: IconName }[] = [
  { key: 'features', label: "What's Included", icon: 'check' },
  { key: 'benefits', label: 'Key Benefits', icon: 'trending-up' },
];

/** Detailed offer cards: price, description, what is included, benefits and a button each. */
export function OfferCards({ section }: SectionProps<'OfferCards'>) {
  return (
    <SectionFrame heading={section.heading} intro={section.intro} region>
      <Grid $count={section.offers.length}>
        {section.offers.map((offer) => (
          <OfferCard key={offer.title} offer={offer} />
        ))}
      </Grid>
    </SectionFrame>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  return (
    <Card>
      <Title>{offer.title}</Title>
      <PriceTag amount={offer.price} period={offer.period} tone="brand" />
      <Description>{offer.description}</Description>
      <Lists>
        {offerLists.map((list) => (
          <div key={list.key}>
            <ListHeading>{list.label}</ListHeading>
            <SmallPrint items={offer[list.key]} icon={list.icon} tone="brand" />
          </div>
        ))}
      </Lists>
      <Button href={offer.button.href} variant="primary" block>
        {offer.button.label}
      </Button>
    </Card>
  );
}

const Grid = styled.ul<{ $count: number }>`
  ${bareList}
  ${({ $count }) => evenRows($count, { lg: 2 })}
`;

const Card = styled.li`
  ${card}
  ${cardPadding}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.body};
`;

const Lists = styled.div`
  ${autoFitColumns('13rem')}
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ListHeading = styled.h4`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
`;

const SmallPrint = styled(IconList)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Button = styled(ActionLink)`
  margin-top: auto;
`;
