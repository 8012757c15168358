import styled from 'styled-components';
import { Icon } from '../Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden.tsx';

const maxRating = 5;

interface StarRatingProps {
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Each star's size in pixels. */
  size?: number;
}

/** A rating as five stars, as many of them filled as the rating, read out as "Rated 4 out of 5". */
export function StarRating({ rating, size = 18 }: StarRatingProps) {
  return (
    <Stars>
      {Array.from({ length: maxRating }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars; a star is its place in the row
        <Star key={index} name="star" size={size} $filled={index < rating} />
      ))}
      <VisuallyHidden>{`Rated ${rating} out of ${maxRating}`}</VisuallyHidden>
    </Stars>
  );
}

const Stars = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.star};
`;

const Star = styled(Icon)<{ $filled: boolean }>`
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
`;
