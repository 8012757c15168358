import styled, { css } from 'styled-components';
import { bareList } from '../../styles/mixins.ts';
import { Icon, type IconName } from '../Icon.tsx';

/** Icon size and spacing: `small` beside small print, `regular` beside body text. */
const sizes = {
  small: { icon: 18, gap: css`gap: ${({ theme }) => theme.space.xs};` },
  regular: { icon: 20, gap: css`gap: ${({ theme }) => theme.space.sm};` },
};

/** The icon's colour: green for what is included or achieved, the brand blue otherwise. */
const tones = {
  success: css`color: ${({ theme }) => theme.colors.stat.green};`,
  brand: css`color: ${({ theme }) => theme.colors.brand};`,
};

type Size = keyof typeof sizes;

interface IconListProps {
  items: readonly string[];
  icon?: IconName;
  tone?: keyof typeof tones;
  size?: Size;
  className?: string;
}

/** A bulleted list with an icon, a check mark unless told otherwise, before each item. */
export function IconList({ items, icon = 'check', tone = 'success', size = 'small', className }: IconListProps) {
  return (
    <List className={className} $size={size}>
      {items.map((item) => (
        <Item key={item} $size={size}>
          <ItemIcon name={icon} size={sizes[size].icon} $tone={tone} />
          <span>{item}</span>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul<{ $size: Size }>`
  ${bareList}
  display: grid;
  ${({ $size }) => sizes[$size].gap}
`;

const Item = styled.li<{ $size: Size }>`
  display: flex;
  align-items: flex-start;
  ${({ $size }) => sizes[$size].gap}
`;

const ItemIcon = styled(Icon)<{ $tone: keyof typeof tones }>`
  flex-shrink: 0;
  margin-top: 0.2em;
  ${({ $tone }) => tones[$tone]}
`;
