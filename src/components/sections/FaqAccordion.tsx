import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { questionAnchor } from '../../model/routes.ts';
import { withoutScripts } from '../../styles/mixins.ts';
import { MdxBody } from '../mdx/MdxBody.tsx';
import { UnpublishedMark } from '../UnpublishedMark.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionProps } from './types.ts';

/**
 * An island: on the prerendered page the browser hydrates this section, since a visitor opens its
 * answers. A section without this line stays its prerendered HTML there, and its data and code
 * are not part of that page's JavaScript.
 */
export const island = true;

/** Where each navigation key moves focus, given the current header's index and the count. */
const focusMoves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The FAQ as an accordion (WAI-ARIA APG pattern): one answer open at a time, an open one closes
 * again, and the arrow keys, Home and End move between the questions. All closed at first, so the
 * prerendered HTML and the first client render agree; then the question the address names
 * (`#faq-pricing`, where a search result leads) opens, as it does on a later jump to it.
 */
export function FaqAccordion({ section }: SectionProps<'FaqAccordion'>) {
  const [openId, setOpenId] = useState<string | null>(null);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const { hash, key } = useLocation();

  // Each arrival counts (`key`): a second click on the same search result opens its answer again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the arrival, read by no line
  useEffect(() => {
    const named = section.items.find((item) => hash === `#${questionAnchor(item.id)}`);
    if (named) setOpenId(named.id);
  }, [hash, key, section.items]);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = focusMoves[event.key];
    if (!move) return;
    event.preventDefault();
    headers.current[move(index, section.items.length)]?.focus();
  }

  return (
    <SectionFrame heading={section.heading} headingHidden={section.headingHidden} region narrow>
      <Items>
        {section.items.map((item, index) => {
          const open = openId === item.id;
          const buttonId = `question-${item.id}`;
          const panelId = `answer-${item.id}`;
          return (
            <Item key={item.id} $open={open}>
              <h3 id={questionAnchor(item.id)}>
                <Question
                  ref={(element) => {
                    headers.current[index] = element;
                  }}
                  id={buttonId}
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                  onKeyDown={(event) => moveFocus(event, index)}
                >
                  <span>
                    {item.question}
                    <UnpublishedMark unpublished={item.unpublished} badge />
                  </span>
                  <Chevron $open={open} aria-hidden="true" />
                </Question>
              </h3>
              <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
                <MdxBody Body={item.Answer} />
              </Answer>
            </Item>
          );
        })}
      </Items>
    </SectionFrame>
  );
}

const Items = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.div<{ $open: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme, $open }) => ($open ? theme.shadows.card : 'none')};
  transition: border-color ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast};
`;

const Question = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: left;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.brand}; }
  ${withoutScripts(css`cursor: auto; &:hover { color: inherit; }`)}
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex-shrink: 0;
  width: 0.625rem;
  height: 0.625rem;
  margin-top: ${({ $open }) => ($open ? '0.3rem' : '-0.3rem')};
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${withoutScripts(css`display: none;`)}
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.body};
  & > * + * { margin-top: ${({ theme }) => theme.space.sm}; }
  ul, ol { padding-left: 1.25em; }
  /* No script opens an answer, so every answer is shown. */
  ${withoutScripts(css`&[hidden] { display: block; }`)}
`;
