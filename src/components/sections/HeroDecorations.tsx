import styled, { css, keyframes, type Keyframes } from 'styled-components';
import { endlessAnimation, fromLarge } from '../../styles/mixins.ts';
import { Icon, type IconName } from '../Icon.tsx';

/** Where a decoration sits in the hero and how its animation runs; per-item timings keep them out of step. */
interface Placement {
  top: string;
  left: string;
  size: number;
  /** One animation cycle, 15 to 22 seconds. */
  seconds: number;
  /** How far into its cycle the item starts. */
  offset: number;
}

// Kept to the outer edges of the hero, clear of the text from the desktop width up. Narrower, the
// text spans the whole band, so icons and rockets are fainter there: the text passing over them
// stays above 4.5:1 even where a rocket crosses a cloud.
const rockets: Placement[] = [
  { top: '72%', left: '4%', size: 40, seconds: 18, offset: 2 },
  { top: '82%', left: '80%', size: 56, seconds: 21, offset: 11 },
];

const clouds: Placement[] = [
  { top: '6%', left: '-6%', size: 220, seconds: 19, offset: 0 },
  { top: '14%', left: '78%', size: 180, seconds: 16, offset: 5 },
  { top: '58%', left: '-4%', size: 160, seconds: 21, offset: 9 },
  { top: '70%', left: '72%', size: 240, seconds: 17, offset: 3 },
  { top: '40%', left: '90%', size: 120, seconds: 22, offset: 12 },
  { top: '86%', left: '24%', size: 140, seconds: 15, offset: 6 },
];

const floatingIcons: (Placement & { icon: IconName })[] = [
  { icon: 'mail', top: '16%', left: '6%', size: 44, seconds: 17, offset: 1 },
  { icon: 'target', top: '38%', left: '12%', size: 40, seconds: 20, offset: 6 },
  { icon: 'chart', top: '62%', left: '4%', size: 44, seconds: 15, offset: 3 },
  { icon: 'calendar-check', top: '84%', left: '14%', size: 40, seconds: 22, offset: 9 },
  { icon: 'bot', top: '12%', left: '88%', size: 44, seconds: 19, offset: 4 },
  { icon: 'zap', top: '34%', left: '82%', size: 40, seconds: 16, offset: 10 },
  { icon: 'users', top: '58%', left: '92%', size: 44, seconds: 21, offset: 2 },
  { icon: 'message', top: '80%', left: '86%', size: 40, seconds: 18, offset: 7 },
];

/** The home hero's rockets, clouds and floating icons: decorative, behind the text, paused by `--motion-play-state`. */
export function HeroDecorations() {
  return (
    <Layer aria-hidden="true" data-motion="">
      {clouds.map((cloud) => (
        <Cloud
          key={`${cloud.top}-${cloud.left}`}
          data-decoration="cloud"
          {...placementProps(cloud)}
          viewBox="0 0 108 60"
          focusable="false"
        >
          <path d="M26 56C12 56 4 48 4 38s8-17 18-17C25 10 35 4 46 4c14 0 24 9 26 21 3-1 6-2 10-2 12 0 22 9 22 19 0 8-6 14-14 14Z" />
        </Cloud>
      ))}
      {floatingIcons.map(({ icon, ...placement }) => (
        <FloatingIcon key={icon} data-decoration="icon" {...placementProps(placement)}>
          <Icon name={icon} size={Math.round(placement.size / 2)} />
        </FloatingIcon>
      ))}
      {rockets.map((rocket) => (
        <Rocket key={`${rocket.top}-${rocket.left}`} data-decoration="rocket" {...placementProps(rocket)}>
          <RocketDrawing viewBox="0 0 40 64" focusable="false">
            <path className="flame" d="M14 46q6 18 12 0Z" />
            <path className="fin" d="M10 32 2 48l8-2Zm20 0 8 16-8-2Z" />
            <path className="body" d="M20 2c10 10 12 26 10 44H10C8 28 10 12 20 2Z" />
            <circle className="window" cx="20" cy="22" r="5" />
          </RocketDrawing>
        </Rocket>
      ))}
    </Layer>
  );
}

interface MotionProps {
  $top: string;
  $left: string;
  $size: number;
  $seconds: number;
  $offset: number;
}

function placementProps({ top, left, size, seconds, offset }: Placement): MotionProps {
  return { $top: top, $left: left, $size: size, $seconds: seconds, $offset: offset };
}

/** Placed in the hero and moving through `frames` endlessly, on the item's own cycle. */
const endless = (frames: Keyframes, timing: string) => css<MotionProps>`
  position: absolute;
  top: ${({ $top }) => $top};
  left: ${({ $left }) => $left};
  ${endlessAnimation(css<MotionProps>`${frames} ${({ $seconds }) => $seconds}s ${timing} ${({ $offset }) => -$offset}s infinite`)}
`;

const drift = keyframes`
  0%, 100% { transform: translateX(0); }
  50% { transform: translateX(48px); }
`;

const bob = keyframes`
  0%, 100% { transform: translateY(0) rotate(0deg); }
  50% { transform: translateY(-18px) rotate(8deg); }
`;

const launch = keyframes`
  0% { transform: translate(0, 60px); opacity: 0; }
  12%, 80% { opacity: 1; }
  100% { transform: translate(180px, -560px); opacity: 0; }
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.decoration};
  pointer-events: none;
`;

const Cloud = styled.svg<MotionProps>`
  ${endless(drift, 'ease-in-out')}
  width: ${({ $size }) => $size}px;
  max-width: none;
  fill: ${({ theme }) => theme.colors.onDark};
  opacity: 0.05;
`;

const FloatingIcon = styled.div<MotionProps>`
  ${endless(bob, 'ease-in-out')}
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 1px solid rgb(255 255 255 / 14%);
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgb(255 255 255 / 6%);
  color: ${({ theme }) => theme.colors.brandOnDark};
  opacity: 0.15;
  ${fromLarge(css`opacity: 0.6;`)}
`;

const Rocket = styled.div<MotionProps>`
  ${endless(launch, 'linear')}
  width: ${({ $size }) => $size}px;
`;

const RocketDrawing = styled.svg`
  width: 100%;
  transform: rotate(18deg);
  opacity: 0.1;
  ${fromLarge(css`opacity: 0.55;`)}
  .body { fill: ${({ theme }) => theme.colors.onDark}; }
  .window { fill: ${({ theme }) => theme.colors.brandOnDark}; }
  .fin { fill: ${({ theme }) => theme.colors.accentOnDark}; }
  .flame { fill: ${({ theme }) => theme.colors.flame}; }
`;
