import styled, { css } from 'styled-components';
import { readableDate } from '../formatDate.ts';
import { Icon } from '../Icon.tsx';

/** Small print on a card, or the larger byline under a case study's title. */
const sizes = {
  small: {
    icon: 16,
    line: css`
      gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    `,
    item: css`gap: ${({ theme }) => theme.space.xxs};`,
  },
  large: {
    icon: 18,
    line: css`gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};`,
    item: css`gap: ${({ theme }) => theme.space.xs};`,
  },
};

type Size = keyof typeof sizes;

interface BylineProps {
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Reading time in minutes. */
  minutes: number;
  size: Size;
}

/** Who wrote a case study, when, and how long it takes to read. */
export function Byline({ author, date, minutes, size }: BylineProps) {
  const iconSize = sizes[size].icon;
  // The spaces between the items, which the flex layout does not show, keep their words apart in
  // the text that screen readers and site search read ("Ann Lee 18 March 2025", not "Ann Lee18 March").
  return (
    <Line $size={size}>
      <Item $size={size}>
        <Icon name="users" size={iconSize} />
        {author}
      </Item>{' '}
      <Item $size={size}>
        <Icon name="calendar" size={iconSize} />
        <time dateTime={date}>{readableDate(date)}</time>
      </Item>{' '}
      <Item $size={size}>
        <Icon name="clock" size={iconSize} />
        {`${minutes} min read`}
      </Item>
    </Line>
  );
}

const Line = styled.p<{ $size: Size }>`
  display: flex;
  flex-wrap: wrap;
  color: ${({ theme }) => theme.colors.muted};
  ${({ $size }) => sizes[$size].line}
`;

const Item = styled.span<{ $size: Size }>`
  display: inline-flex;
  align-items: center;
  ${({ $size }) => sizes[$size].item}
`;
