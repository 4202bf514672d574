'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { TypewriterClass } from 'typewriter-effect';
import { type Direction, directionOf, laidOutDirections } from '@/lib/i18n/direction';
import { useFontsLoaded } from '@/lib/use-fonts-loaded';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { textPieces, typedLetters } from './typewriter-text';
import { useTypewriterPaused } from './typewriter-pause';

/** SPEC.md §4 and §9: each tagline typed, held 1500 ms, deleted at speed 7, forever. */
const PAUSE_MS = 1500;
const DELETE_SPEED = 7;

/**
 * Each typed letter is an element of its own, and the caret is drawn at the end of the last one,
 * on the side that letter is laid out towards (`laidOutDirections`): its right for a letter
 * written from the left, its left for one written from the right, 2 px from it, as the caret room
 * the unseen copies keep. Drawn out of the flow (absolute), so that it takes no room and nothing
 * moves as it goes from letter to letter.
 */
const caretAt: Record<Direction, string> = {
  ltr: 'last:relative last:after:absolute last:after:inset-y-0 last:after:left-[calc(100%+0.125rem)] last:after:border-l-2 last:after:border-muted last:after:animate-caret',
  rtl: 'last:relative last:after:absolute last:after:inset-y-0 last:after:right-[calc(100%+0.125rem)] last:after:border-r-2 last:after:border-muted last:after:animate-caret',
};

/**
 * The taglines typed one after another. Until it starts, and for visitors who prefer reduced
 * motion, the first tagline stands still in the same place, whose height is reserved. Paused
 * (TypewriterPauseButton), the tagline being typed stands still at full length.
 * `whitespace-pre-wrap`, not `normal`: a space just typed at the end of the line would collapse
 * and then move into place with the next letter, a small layout shift for every space typed.
 * Typing waits for the heading font: the typewriter adds each letter as an element of its own,
 * and letters typed in the fallback would move sideways when the font came (its widths match the
 * font's on average, not letter by letter); the standing tagline is one text node, which does not.
 */
export function RoleTypewriter({ roles }: { roles: string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const paused = useTypewriterPaused();
  const fontsLoaded = useFontsLoaded();
  // The tagline being typed, so a pause can hold it; the typewriter reports each one it starts.
  const [current, setCurrent] = useState(0);
  const still = reducedMotion || paused || !fontsLoaded;
  const shown = roles[current] ?? '';
  // Resuming types the held tagline again, as the first start types the one shown before it, and
  // the loop goes on from there.
  const order = roles.map((_, offset) => (current + offset) % roles.length);
  // Room for the caret at the tagline's end, in every copy of it, so it takes the same width and
  // place typed, still, or unseen. The end of the tagline's own direction, which can differ from
  // the page's (English on an Arabic page), named by its physical side: with a `dir` of its own the
  // span would be placed from its own start, and the heading font's arrival, which changes its
  // width, would move it (a layout shift).
  const withCaretRoom = (text: string) => (
    <span className={`${directionOf(text) === 'rtl' ? 'border-l-2 pl-0.5' : 'border-r-2 pr-0.5'} border-transparent`}>{text}</span>
  );
  return (
    // Every tagline is laid out, unseen, in the same grid cell as the shown one: the cell is as tall
    // as the tallest of them at this width, so nothing below moves while it types, and a long
    // tagline wraps rather than pushing the page sideways (WCAG 1.4.10, 1.4.4).
    <span aria-hidden="true" className="grid justify-items-start [overflow-wrap:anywhere]">
      {roles.map((role, index) => (
        <span key={index} className="invisible col-start-1 row-start-1">
          {withCaretRoom(role)}
        </span>
      ))}
      {still ? (
        <span data-testid="role-typewriter" className="col-start-1 row-start-1 justify-self-stretch whitespace-pre-wrap">
          {withCaretRoom(shown)}
        </span>
      ) : (
        // While it types, the tagline has a box of its own at the page's start, as wide as the
        // whole tagline (its unseen copy), in which it is typed from its own start: each letter
        // lands where it stays. Without it, a tagline written the other way from the page (English
        // on an Arabic page) grew from the page's start edge, and every letter typed moved the ones
        // before it (CLS 0.006 in 3 s on Home). Only once typing: the box's width is the text's,
        // which the heading font's arrival (before typing starts) would change.
        <span className="col-start-1 row-start-1 grid whitespace-pre-wrap">
          <span className="invisible col-start-1 row-start-1">{withCaretRoom(shown)}</span>
          <span data-testid="role-typewriter" dir={directionOf(shown)} className="col-start-1 row-start-1">
            <TypedTaglines roles={roles} order={order} onStart={setCurrent} fallback={withCaretRoom(shown)} />
          </span>
        </span>
      )}
    </span>
  );
}

/**
 * typewriter-effect's core, driven here rather than through the package's React build: that build
 * is the same core plus a class wrapper and lodash's isEqual (30 KB against 13 KB), whose
 * evaluation on Home's main thread, as the page finished loading, Lighthouse counted in TBT.
 * Loaded only on Home, and only where it will move. Until it has arrived the tagline stands still
 * (`fallback`); then, as the React build did, an empty span is rendered and the typewriter types
 * into it from the start. `order` is read when typing starts: a pause unmounts this, and resuming
 * mounts it afresh with the order from the held tagline.
 */
function TypedTaglines({
  roles,
  order,
  onStart,
  fallback,
}: {
  roles: string[];
  order: number[];
  onStart: (index: number) => void;
  fallback: ReactNode;
}) {
  const [Typewriter, setTypewriter] = useState<typeof TypewriterClass | null>(null);
  const container = useRef<HTMLSpanElement>(null);
  // What it types, as it was when this mounted: the tagline it reports on the way changes `order`,
  // which must not make it start again.
  const [queue] = useState(() => ({ roles, order, onStart }));

  useEffect(() => {
    let live = true;
    import('typewriter-effect/dist/core').then(({ default: core }) => {
      if (live) setTypewriter(() => core);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!Typewriter || !element) return;
    const { roles, order, onStart } = queue;
    // The letters of the tagline being typed, and how many of them are on screen: the others stand
    // unseen after them (the container's ::after, which is no text of the page's), so that the
    // line breaks where the whole tagline's does, and a word typed at a line's end starts on the
    // line it ends on (it went on at the end of the first until it no longer fitted, then jumped
    // to the next whole).
    let letters: string[] = [];
    let directions: Direction[] = [];
    let typed = 0;
    const showRest = () => {
      element.dataset.rest = letters.slice(typed).join('');
    };
    const typewriter = new Typewriter(element, {
      loop: true,
      deleteSpeed: DELETE_SPEED,
      // The caret is drawn on the last letter (`caretAt`), and on the wrapper's end border while
      // nothing is typed. The library's cursor element would move with every letter, a layout
      // shift each time; the wrapper's end border, the caret until 2026-12-07, stood at the line's
      // end, not after the last letter, while an English word was typed in an Arabic tagline
      // (after "مطوّر Rea" it stood left of "Rea"). The wrapper keeps the caret's room either way.
      wrapperClassName: 'Typewriter__wrapper border-e-2 border-transparent pe-0.5 empty:border-muted empty:animate-caret',
      cursorClassName: 'hidden',
      stringSplitter: typedLetters,
      onCreateTextNode: (_letter, node) => {
        const letter = document.createElement('span');
        letter.className = caretAt[directions[typed] ?? 'ltr'];
        letter.append(node);
        typed++;
        showRest();
        // The library appends the node returned here and later removes it, whatever it is; its
        // types say a text node.
        return letter as Node as Text;
      },
      onRemoveNode: () => {
        typed = Math.max(0, typed - 1);
        showRest();
      },
    });
    for (const index of order) {
      typewriter.callFunction(() => {
        onStart(index);
        letters = typedLetters(roles[index]!);
        directions = laidOutDirections(letters);
        typed = 0;
        showRest();
      });
      for (const piece of textPieces(roles[index]!)) typewriter.typeString(piece);
      typewriter.pauseFor(PAUSE_MS).deleteAll(DELETE_SPEED);
    }
    typewriter.start();
    return () => {
      typewriter.stop();
      // What the typewriter added is not React's to remove (a re-run in development would type
      // beside the old wrapper).
      element.replaceChildren();
      delete element.dataset.rest;
    };
  }, [Typewriter, queue]);

  // The typed letters, then the ones still to come, unseen (`showRest` above).
  return Typewriter ? <span ref={container} className="after:invisible after:content-[attr(data-rest)]" /> : fallback;
}
