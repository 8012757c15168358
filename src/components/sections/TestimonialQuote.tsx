import styled, { css } from 'styled-components';
import type { Testimonial } from '@/model/case-study.ts';
import { cardPadding, fromMedium } from '../../styles/mixins.ts';
import { StarRating } from './StarRating.tsx';

/** Where the quote stands, and how it looks there. */
const variants = {
  /** On a case study card: small print set off by a brand rule, author and role on one line. */
  card: {
    rating: false,
    separator: ', ',
    figure: css`
      padding-left: ${({ theme }) => theme.space.md};
      border-left: 4px solid ${({ theme }) => theme.colors.brand};
      color: ${({ theme }) => theme.colors.body};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    `,
    text: css`font-style: italic;`,
    caption: css`margin-top: ${({ theme }) => theme.space.xs};`,
    position: css``,
  },
  /** On a home page story card: the words in quotation marks, author and role stacked. */
  story: {
    rating: false,
    separator: '',
    figure: css``,
    text: css`
      color: ${({ theme }) => theme.colors.ink};
      font-size: ${({ theme }) => theme.fontSizes.lg};
      &::before { content: open-quote; }
      &::after { content: close-quote; }
    `,
    caption: css`
      display: grid;
      margin-top: ${({ theme }) => theme.space.md};
    `,
    position: css`font-size: ${({ theme }) => theme.fontSizes.sm};`,
  },
  /** Closing a case study: a tinted panel with the stars, the words large. */
  article: {
    rating: true,
    separator: '',
    figure: css`
      ${cardPadding}
      display: grid;
      gap: ${({ theme }) => theme.space.md};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.subtle};
      border-left: 4px solid ${({ theme }) => theme.colors.brand};
    `,
    text: css`
      color: ${({ theme }) => theme.colors.ink};
      font-size: ${({ theme }) => theme.fontSizes.lg};
      font-style: italic;
      ${fromMedium(css`font-size: ${({ theme }) => theme.fontSizes.xl};`)}
    `,
    caption: css`
      display: grid;
      font-size: ${({ theme }) => theme.fontSizes.md};
    `,
    position: css``,
  },
};

type Variant = keyof typeof variants;

/** A client's words with who said them and their role; on the case study itself, with their rating. */
export function TestimonialQuote({ testimonial, variant }: { testimonial: Testimonial; variant: Variant }) {
  const { rating, separator } = variants[variant];
  return (
    <Figure $variant={variant}>
      {rating && <StarRating rating={testimonial.rating} size={20} />}
      <blockquote>
        <Text $variant={variant}>{testimonial.text}</Text>
      </blockquote>
      <Caption $variant={variant}>
        <Author>{testimonial.author}</Author>
        {separator}
        <Position $variant={variant}>{testimonial.position}</Position>
      </Caption>
    </Figure>
  );
}

const Figure = styled.figure<{ $variant: Variant }>`
  ${({ $variant }) => variants[$variant].figure}
`;

const Text = styled.p<{ $variant: Variant }>`
  ${({ $variant }) => variants[$variant].text}
`;

const Caption = styled.figcaption<{ $variant: Variant }>`
  color: ${({ theme }) => theme.colors.muted};
  ${({ $variant }) => variants[$variant].caption}
`;

const Author = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Position = styled.span<{ $variant: Variant }>`
  ${({ $variant }) => variants[$variant].position}
`;
