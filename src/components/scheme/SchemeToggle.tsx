import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { iconButton, visuallyHidden, withoutScripts } from '../../styles/mixins.ts';
import {
  schemeChoiceAttribute,
  schemeStatusAttribute,
  schemeToggleAttribute,
  whileChosen,
  type SchemeChoice,
} from './colourScheme.ts';

const choices: { choice: SchemeChoice; label: string; icon: ReactNode }[] = [
  {
    choice: 'system',
    label: 'System',
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor" />
      </>
    ),
  },
  {
    choice: 'light',
    label: 'Light',
    icon: (
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </>
    ),
  },
  { choice: 'dark', label: 'Dark', icon: <path d="M20.5 14.2A8.5 8.5 0 1 1 9.8 3.5a6.8 6.8 0 0 0 10.7 10.7z" /> },
];

/**
 * The header's colour scheme control: one button that cycles system, light and dark. Its name says
 * the scheme in force ("Colour scheme: Dark"); which icon and word show follows the root element's
 * `data-scheme` through CSS alone, so the prerendered button is right from the first paint, and the
 * pre-paint script beside it (`SchemeToggle.pre-paint.ts`) handles its clicks. Beside it, an empty
 * status region where that script announces each new choice.
 */
export function SchemeToggle({ className }: { className?: string }) {
  const toggleProps = { [schemeToggleAttribute]: '' };
  const statusProps = { [schemeStatusAttribute]: '' };
  return (
    <>
      <Button type="button" className={className} {...toggleProps}>
        <Hidden>Colour scheme: </Hidden>
        {choices.map(({ choice, label, icon }) => (
          <Choice key={choice} $choice={choice}>
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              {icon}
            </svg>
            <Hidden {...{ [schemeChoiceAttribute]: choice }}>{label}</Hidden>
          </Choice>
        ))}
      </Button>
      <Hidden role="status" {...statusProps} />
    </>
  );
}

const Button = styled.button`
  ${iconButton}
  /* The page follows the system's scheme; choosing another takes a script. */
  ${withoutScripts(css`display: none;`)}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Choice = styled.span<{ $choice: SchemeChoice }>`
  display: none;
  ${({ $choice }) => whileChosen($choice)} {
    display: contents;
  }
`;
