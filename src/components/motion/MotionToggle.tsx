import styled, { css } from 'styled-components';
import { useMotionPreference } from './motionPreference.ts';

/**
 * Pauses and resumes every continuous animation on the page (WCAG 2.2.2). A toggle button:
 * its name stays "Pause animations" and `aria-pressed` tells whether they are paused.
 * Hidden when the visitor asks for reduced motion, since nothing moves then.
 */
export function MotionToggle({ tone, className }: { tone: 'onDark' | 'onLight'; className?: string }) {
  const { state, toggle } = useMotionPreference();
  const paused = state === 'paused';
  return (
    <Button type="button" aria-pressed={paused} onClick={toggle} className={className} $tone={tone}>
      <Symbol aria-hidden="true">{paused ? '▶' : '❚❚'}</Symbol>
      Pause animations
    </Button>
  );
}

const tones = {
  onDark: css`
    border-color: rgb(255 255 255 / 60%);
    background: rgb(11 26 58 / 85%);
    color: ${({ theme }) => theme.colors.onDark};
    &[aria-pressed='true'] {
      background: ${({ theme }) => theme.colors.onDark};
      color: ${({ theme }) => theme.colors.heroFrom};
    }
  `,
  onLight: css`
    border-color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    &[aria-pressed='true'] {
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

const Symbol = styled.span`
  font-size: 0.75em;
  letter-spacing: -0.1em;
`;
