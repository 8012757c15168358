import styled, { css } from 'styled-components';
import { container, darkSurface } from '../../styles/mixins.ts';
import { ActionLink, type ActionVariant } from '../ActionLink.tsx';
import { Icon } from '../Icon.tsx';
import { MotionToggle } from '../motion/MotionToggle.tsx';
import { HeroDecorations } from './HeroDecorations.tsx';
import type { SectionProps } from './types.ts';

/** The first button is the filled one, the second an outline. */
const buttonVariants: readonly ActionVariant[] = ['primary', 'outlineOnDark'];

/** The headline in three parts, so the highlighted words can be coloured while the h1 reads as one sentence. */
function splitHeadline(headline: string, highlight: string | undefined) {
  const start = highlight === undefined ? -1 : headline.indexOf(highlight);
  if (highlight === undefined || start === -1) return { before: headline, highlight: '', after: '' };
  return { before: headline.slice(0, start), highlight, after: headline.slice(start + highlight.length) };
}

/** The opening band of a page: badge, the page's only h1, text, buttons and, on the home page, animated decorations. */
export function Hero({ section }: SectionProps<'Hero'>) {
  const { before, highlight, after } = splitHeadline(section.headline, section.highlight);
  return (
    <Band $decorated={section.decorated}>
      {section.decorated && <HeroDecorations />}
      <Content>
        {section.badge && (
          <Badge>
            <Icon name="sparkles" size={16} />
            {section.badge}
          </Badge>
        )}
        <Headline>
          {before}
          {highlight && <Highlight>{highlight}</Highlight>}
          {after}
        </Headline>
        <Text>{section.text}</Text>
        {section.buttons.length > 0 && (
          <Buttons>
            {section.buttons.map((button, index) => (
              <ActionLink
                key={`${button.href}-${button.label}`}
                href={button.href}
                variant={buttonVariants[index] ?? 'outlineOnDark'}
              >
                {button.label}
              </ActionLink>
            ))}
          </Buttons>
        )}
      </Content>
      {section.decorated && <PauseControl tone="onDark" />}
    </Band>
  );
}

const Band = styled.section<{ $decorated: boolean }>`
  ${darkSurface}
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space.section};
  background: linear-gradient(135deg, ${({ theme }) => `${theme.colors.heroFrom}, ${theme.colors.heroTo}`});
  color: ${({ theme }) => theme.colors.onDarkMuted};
  ${({ $decorated, theme }) =>
    $decorated &&
    css`
    padding-block: calc(${theme.space.section} * 1.5);
  `}
`;

const Content = styled.div`
  ${container}
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.content};
  max-width: ${({ theme }) => theme.layout.narrow};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border: 1px solid rgb(255 255 255 / 20%);
  /* Round ends on one line; on a small phone whose line it outgrows, a rounded box, not a lozenge. */
  border-radius: ${({ theme }) => theme.radii.lg};
  text-wrap: balance;
  /* Nearly opaque navy, so a floating icon passing behind cannot lower the text's contrast. */
  background: color-mix(in srgb, ${({ theme }) => theme.colors.heroFrom} 85%, transparent);
  color: ${({ theme }) => theme.colors.brandOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Headline = styled.h1`
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: -0.02em;
  text-wrap: balance;
`;

const Highlight = styled.span`
  color: ${({ theme }) => theme.colors.brandOnDark};
  @supports (background-clip: text) or (-webkit-background-clip: text) {
    background: linear-gradient(90deg, ${({ theme }) => `${theme.colors.brandOnDark}, ${theme.colors.accentOnDark}`});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

const Text = styled.p`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const PauseControl = styled(MotionToggle)`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.content};
`;
