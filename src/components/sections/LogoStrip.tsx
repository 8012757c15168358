import { useId } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { pictureSizes } from '@/model/picture.ts';
import { bareList, endlessAnimation, forDarkScheme, forReducedMotion } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { MotionToggle } from '../motion/MotionToggle.tsx';
import { Picture } from '../Picture.tsx';
import type { SectionProps } from './types.ts';

// Logos are 40px tall with varying widths; each gets a slot of the widest logo's size and is
// contained in it, so the width/height attributes match the rendered box and nothing shifts on load.
const logoHeight = 40;
const slotWidth = 200;

type Logo = SectionProps<'LogoStrip'>['section']['logos'][number];

function LogoList({ logos, copy }: { logos: Logo[]; copy: boolean }) {
  return (
    <List aria-hidden={copy || undefined} $copy={copy} $count={logos.length}>
      {logos.map((logo) => (
        <li key={logo.image}>
          <Picture
            picture={logo.picture}
            sizes={pictureSizes.logo}
            alt={copy ? '' : logo.name}
            frame={{ width: slotWidth, height: logoHeight }}
            decoding="async"
          />
        </li>
      ))}
    </List>
  );
}

/** The "Trusted by" strip: client logos scrolling endlessly, one full cycle every `secondsPerCycle` seconds. */
export function LogoStrip({ section }: SectionProps<'LogoStrip'>) {
  // An id, as every section heading has (see SectionFrame), so search counts these words as this section's.
  const headingId = useId();
  return (
    <Wrapper>
      <Heading id={headingId}>{section.heading}</Heading>
      <Viewport>
        {/* The list is drawn twice and moved by half the track, so the end meets the start seamlessly. */}
        <Track data-motion="" $seconds={section.secondsPerCycle}>
          <LogoList logos={section.logos} copy={false} />
          <LogoList logos={section.logos} copy />
        </Track>
      </Viewport>
      <Controls>
        <MotionToggle tone="onLight" />
      </Controls>
    </Wrapper>
  );
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/**
 * Standing still, the strip is one copy of the logos in balanced, centred rows: up to two a row
 * on phones, three on tablets, six on desktops. A column narrower than the slot scales the slot
 * down at the same ratio as the width/height attributes (a fixed ratio, not `auto`, which would
 * switch to each picture's own once loaded), so the space is still reserved before it loads.
 */
const stillGrid = (count: number) => css`
  ${evenRows(count, { base: 2, md: 3, lg: 6 })}
  & > li { max-width: ${slotWidth}px; }
  padding-inline: ${({ theme }) => theme.space.lg};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: ${slotWidth} / ${logoHeight};
  }
`;

const Wrapper = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-align: center;
  text-transform: uppercase;
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, #000 10%, #000 90%, transparent);
  ${forReducedMotion(css`mask-image: none;`)}
`;

const Track = styled.div<{ $seconds: number }>`
  display: flex;
  width: max-content;
  ${endlessAnimation(css<{ $seconds: number }>`${scroll} ${({ $seconds }) => $seconds}s linear infinite`)}
  &:hover { --motion-play-state: paused; }
  ${forReducedMotion(css`
    display: block;
    width: auto;
  `)}
`;

const List = styled.ul<{ $copy: boolean; $count: number }>`
  ${bareList}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};
  /* The trailing gap equals the one between logos, so both copies are exactly the same width. */
  padding-right: ${({ theme }) => theme.space.xxl};
  img {
    width: ${slotWidth}px;
    height: ${logoHeight}px;
    max-width: none;
    object-fit: contain;
    /* Logos are drawn for a light page; on the dark one they show as one light grey, all legible. */
    ${forDarkScheme(css`filter: grayscale(1) brightness(0) invert(0.85);`)}
  }
  ${({ $copy, $count }) => forReducedMotion($copy ? css`display: none;` : stillGrid($count))}
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.md};
`;
