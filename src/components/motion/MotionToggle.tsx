import styled, { css } from 'styled-components';
import { motionToggleAttribute, useMotionPreference } from './motionPreference.ts';

/**
 * Pauses and resumes every continuous animation on the page (WCAG 2.2.2). A toggle button:
 * its name stays "Pause animations" and `aria-pressed` tells whether they are paused.
 * Hidden when the visitor asks for reduced motion, since nothing moves then. Clicks are handled
 * by its pre-paint script (`MotionToggle.pre-paint.ts`), so the button works before the app
 * loads and where its section is not hydrated; its look follows the page's state from the first paint.
 */
export function MotionToggle({ tone, className }: { tone: 'onDark' | 'onLight'; className?: string }) {
  const paused = useMotionPreference() === 'paused';
  const toggleProps = { [motionToggleAttribute]: '' };
  return (
    <Button type="button" aria-pressed={paused} className={className} $tone={tone} {...toggleProps}>
      <PlaySymbol aria-hidden="true">▶</PlaySymbol>
      <PauseSymbol aria-hidden="true">❚❚</PauseSymbol>
      Pause animations
    </Button>
  );
}

const pausedPage = ":root[data-motion='paused'] &";

const tones = {
  onDark: css`
    border-color: rgb(255 255 255 / 60%);
    background: rgb(11 26 58 / 85%);
    color: ${({ theme }) => theme.colors.onDark};
    ${pausedPage} {
      background: ${({ theme }) => theme.colors.onDark};
      color: ${({ theme }) => theme.colors.heroFrom};
    }
  `,
  onLight: css`
    border-color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    ${pausedPage} {
      background: ${({ theme }) => theme.colors.ink};
      color: ${({ theme }) => theme.colors.surface};
    }
  `,
};

const Button = styled.button<{ $tone: keyof typeof tones }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  ${({ $tone }) => tones[$tone]}
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const ToggleSymbol = styled.span`
  font-size: 0.75em;
  letter-spacing: -0.1em;
`;

const PlaySymbol = styled(ToggleSymbol)`
  display: none;
  ${pausedPage} {
    display: inline;
  }
`;

const PauseSymbol = styled(ToggleSymbol)`
  ${pausedPage} {
    display: none;
  }
`;
