import styled, { css } from 'styled-components';
import type { TagLink } from '@/model/route-data.ts';
import { bareList } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';

/**
 * A row of tags named by `label` for screen readers: each a link to its pages where the site has
 * them, else its name. `current` marks the tag whose page this is. `all` leads the row: the link to
 * the whole list, marked instead when no tag is `current`.
 */
export function TagList({
  tags,
  label,
  current,
  all,
  className,
}: {
  tags: readonly TagLink[];
  label: string;
  current?: string;
  all?: { label: string; route: string };
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <Row aria-label={label} className={className}>
      {all && (
        <li>
          {current === undefined ? (
            <ChipText aria-current="page" $current>
              {all.label}
            </ChipText>
          ) : (
            <Chip href={all.route}>{all.label}</Chip>
          )}
        </li>
      )}
      {tags.map((tag) => (
        <li key={tag.id}>
          {tag.route === undefined ? (
            <ChipText>{tag.label}</ChipText>
          ) : tag.id === current ? (
            <ChipText aria-current="page" $current>
              {tag.label}
            </ChipText>
          ) : (
            <Chip href={tag.route}>{tag.label}</Chip>
          )}
        </li>
      ))}
    </Row>
  );
}

const Row = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const chip = css`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.tint};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;

const Chip = styled(ActionLink)`
  ${chip}
  &:hover { text-decoration: underline; }
`;

const ChipText = styled.span<{ $current?: boolean }>`
  ${chip}
  ${({ $current, theme }) => $current && css`background: ${theme.colors.brand}; color: ${theme.colors.onBrand};`}
`;
