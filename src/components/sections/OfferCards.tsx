import { useId } from 'react';
import styled, { css } from 'styled-components';
import { container, fromMedium } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { Icon, type IconName } from '../Icon.tsx';
import type { SectionProps } from './types.ts';

type Offer = SectionProps<'OfferCards'>['section']['offers'][number];

/** The two lists every offer card shows, in order. */
const offerLists: { key: 'features' | 'benefits'; label: string; icon: IconName }[] = [
  { key: 'features', label: "What's Included", icon: 'check' },
  { key: 'benefits', label: 'Key Benefits', icon: 'trending-up' },
];

/** Detailed offer cards: price, description, what is included, benefits and a button each. */
export function OfferCards({ section }: SectionProps<'OfferCards'>) {
  const headingId = useId();
  return (
    <Wrapper aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{section.heading}</Heading>
        {section.intro && <Intro>{section.intro}</Intro>}
      </Header>
      <Grid>
        {section.offers.map((offer) => (
          <OfferCard key={offer.title} offer={offer} />
        ))}
      </Grid>
    </Wrapper>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  return (
    <Card>
      <Title>{offer.title}</Title>
      <Price>
        <Amount>{offer.price}</Amount> <Period>{offer.period}</Period>
      </Price>
      <Description>{offer.description}</Description>
      <Lists>
        {offerLists.map((list) => (
          <div key={list.key}>
            <ListHeading>{list.label}</ListHeading>
            <List>
              {offer[list.key].map((item) => (
                <Item key={item}>
                  <ItemIcon name={list.icon} size={18} />
                  <span>{item}</span>
                </Item>
              ))}
            </List>
          </div>
        ))}
      </Lists>
      <Button href={offer.button.href} variant="primary" block>
        {offer.button.label}
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
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  list-style: none;
  padding: 0;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  ${fromMedium(css`padding: ${({ theme }) => theme.space.xl};`)}
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  color: ${({ theme }) => theme.colors.brand};
`;

const Period = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.body};
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
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

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
`;

const ItemIcon = styled(Icon)`
  flex-shrink: 0;
  margin-top: 0.15em;
  color: ${({ theme }) => theme.colors.brand};
`;

const Button = styled(ActionLink)`
  margin-top: auto;
`;
