import styled, { css } from 'styled-components';

/** The colour of the amount: the brand blue, or ink where the card around it is already emphasised. */
const tones = {
  brand: css`color: ${({ theme }) => theme.colors.brand};`,
  ink: css`color: ${({ theme }) => theme.colors.ink};`,
};

interface PriceTagProps {
  amount: string;
  /** What the amount is per, e.g. "/month". */
  period: string;
  tone: keyof typeof tones;
}

/** A price on a card: the amount large, then its period. */
export function PriceTag({ amount, period, tone }: PriceTagProps) {
  return (
    <Price>
      <Amount $tone={tone}>{amount}</Amount> <Period>{period}</Period>
    </Price>
  );
}

const Price = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Amount = styled.span<{ $tone: keyof typeof tones }>`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  ${({ $tone }) => tones[$tone]}
`;

const Period = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
