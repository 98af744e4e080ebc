import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import type { FaqFields } from '../documents';
import { ChevronDownIcon, colours, focusRing, motion, mq, space, textStyle } from '@art/ui';
import { paragraphsOf } from './text';

const list = css({ listStyle: 'none', margin: 0, padding: 0 });
const item = css({ borderBottom: `1px solid ${colours.rule}` });
const heading = css({ margin: 0 });
const question = css(textStyle('h3'), {
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[5],
  paddingBlock: space[5],
  paddingInline: 0,
  border: 0,
  background: 'none',
  color: colours.ink,
  textAlign: 'left',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&:focus-visible': focusRing.styles,
  [mq.hover]: { '&:hover': { color: colours.accent } },
  '& svg': { flexShrink: 0, transition: `transform ${motion.base} ${motion.easing}` },
  '&[aria-expanded="true"] svg, details[open] > & svg': { transform: 'rotate(180deg)' },
  [mq.reducedMotion]: { '& svg': { transition: 'none' } },
});
const answer = css({
  display: 'grid',
  gap: space[3],
  paddingBottom: space[6],
  maxWidth: '42rem',
  '& p': { margin: 0 },
  '&[hidden]': { display: 'none' },
});

function Answer({
  text,
  ...rest
}: {
  text: string;
  id?: string;
  role?: string;
  'aria-labelledby'?: string;
  hidden?: boolean;
}) {
  return (
    <div css={[answer, textStyle('body')]} {...rest}>
      {paragraphsOf(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/**
 * The questions and answers as an accordion. On the server and without JavaScript each entry is a `<details>` that
 * the browser opens and closes; once the page runs, each question becomes a button inside a heading with
 * `aria-expanded` and `aria-controls` (Enter and Space toggle it), as the WAI-ARIA accordion pattern describes.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqFields[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Questions opened before the page ran stay open.
    const opened = [...(listRef.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [])].map(
      (d) => d.dataset['entry'] ?? '',
    );
    if (opened.length > 0) setOpen(new Set(opened));
    setEnhanced(true);
  }, []);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul ref={listRef} css={list} data-faq={enhanced ? 'enhanced' : 'static'}>
      {entries.map((entry) => {
        const questionId = `faq-q${entry.id}`;
        const answerId = `faq-a${entry.id}`;
        if (!enhanced) {
          return (
            <li key={entry.id} css={item}>
              <details data-entry={entry.id}>
                <summary css={question}>
                  {entry.question}
                  <ChevronDownIcon size={20} />
                </summary>
                <Answer text={entry.answer} />
              </details>
            </li>
          );
        }
        const expanded = open.has(entry.id);
        return (
          <li key={entry.id} css={item}>
            <h3 css={heading}>
              <button
                type="button"
                id={questionId}
                css={question}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(entry.id)}
              >
                {entry.question}
                <ChevronDownIcon size={20} />
              </button>
            </h3>
            <Answer text={entry.answer} id={answerId} role="region" aria-labelledby={questionId} hidden={!expanded} />
          </li>
        );
      })}
    </ul>
  );
}
