'use client';

import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
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
 * The caret is drawn 2 px from the last letter typed, as far as the caret room the unseen copies
 * keep, on the side that letter is laid out towards (`laidOutDirections`): its right for a letter
 * written from the left, its left for one written from the right. Out of the flow (absolute), so
 * that it takes no room and nothing moves as it goes from letter to letter.
 */
const CARET_GAP_PX = 2;
const CARET_WIDTH_PX = 2;

/**
 * The taglines typed one after another. Until it starts, and for visitors who prefer reduced
 * motion, the first tagline stands still in the same place, whose height is reserved. Paused
 * (TypewriterPauseButton), the tagline being typed stands still at full length.
 * `whitespace-pre-wrap`, not `normal`: a space just typed at the end of the line would collapse
 * and then move into place with the next letter, a small layout shift for every space typed.
 * Typing waits for the heading font: letters typed in the fallback would move sideways when the
 * font came (its widths match the font's on average, not letter by letter), and the caret with them.
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
  // Where the typewriter's caret is placed: a box that stays put as taglines of other widths and
  // directions come (the typed line's own moved at each, a layout shift once it was positioned).
  const frame = useRef<HTMLSpanElement>(null);
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
    <span ref={frame} aria-hidden="true" className="relative grid justify-items-start [overflow-wrap:anywhere]">
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
            <TypedTaglines roles={roles} order={order} onStart={setCurrent} fallback={withCaretRoom(shown)} frame={frame} />
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
  frame,
}: {
  roles: string[];
  order: number[];
  onStart: (index: number) => void;
  fallback: ReactNode;
  /** The positioned box the caret is placed in, whose size a new width or text size changes. */
  frame: RefObject<HTMLElement | null>;
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
    const box = frame.current;
    if (!Typewriter || !element || !box) return;
    const { roles, order, onStart } = queue;
    // The letters of the tagline being typed, and how many of them are on screen: the others stand
    // unseen after them (the container's ::after, which is no text of the page's), so that the
    // line breaks where the whole tagline's does, and a word typed at a line's end starts on the
    // line it ends on (it went on at the end of the first until it no longer fitted, then jumped
    // to the next whole).
    let letters: string[] = [];
    let directions: Direction[] = [];
    let typed = 0;
    const typewriter = new Typewriter(element, {
      loop: true,
      deleteSpeed: DELETE_SPEED,
      // The caret is drawn beside the last letter (`placeCaret`), and on the wrapper's end border
      // while nothing is typed. The library's cursor element would move with every letter, a layout
      // shift each time; the wrapper's end border, the caret until 2026-12-07, stood at the line's
      // end, not after the last letter, while an English word was typed in an Arabic tagline
      // (after "مطوّر Rea" it stood left of "Rea"). Empty, it takes no room (its negative margin):
      // the caret's room is the container's end border, around the letters typed and the ones to
      // come, as in the unseen copies. The wrapper's own, between the two, WebKit drew inside an
      // English word of an Arabic tagline: "Rea" stood 4 px left of where the whole tagline has it,
      // and "React" moved right by 4 px once the next Arabic word began.
      wrapperClassName: 'Typewriter__wrapper empty:-me-1 empty:border-e-2 empty:pe-0.5 empty:border-muted empty:animate-caret',
      cursorClassName: 'hidden',
      stringSplitter: typedLetters,
      // The library keeps the time and adds no node: the letters typed are one text, written
      // whole at each keystroke (`show`), so that they join as the whole tagline's do. With each
      // letter an element of its own (2026-12-07) WebKit, Safari's engine, shaped each apart:
      // Arabic letters stood unjoined, each in its separate form, and the line came out wider than
      // the whole tagline (501 px against 392 for "مطوّرة تطبيقات للهواتف"). Written whole into
      // an element of ours, the text is also safe from a browser's translation, which takes text
      // nodes out: the library could not remove the bare ones it made (e2e/translated-page.spec.ts).
      onCreateTextNode: () => {
        typed++;
        show();
        return null;
      },
      onRemoveNode: () => {
        typed = Math.max(0, typed - 1);
        show();
      },
    });
    // The constructor has put its wrapper in the container, where the letters are written.
    const wrapper = element.querySelector<HTMLElement>('.Typewriter__wrapper')!;
    const caret = document.createElement('span');
    caret.className = 'absolute top-0 left-0 border-l-2 border-muted animate-caret';
    caret.hidden = true;
    element.append(caret);
    const range = document.createRange();
    // Where the last letter typed is drawn, read from the page: a text's letters have no boxes of
    // their own to draw a caret on, and only the browser knows where the bidirectional rules and
    // the joining of letters put it.
    const placeCaret = () => {
      const text = wrapper.firstChild;
      caret.hidden = typed === 0;
      // A browser's translation puts its own text in place of the letters until the next keystroke.
      if (typed === 0 || !(text instanceof Text)) return;
      range.setStart(text, text.length - letters[typed - 1]!.length);
      range.setEnd(text, text.length);
      const letter = [...range.getClientRects()].at(-1);
      if (!letter) return;
      const origin = box.getBoundingClientRect();
      const left = directions[typed - 1] === 'rtl' ? letter.left - CARET_GAP_PX - CARET_WIDTH_PX : letter.right + CARET_GAP_PX;
      // Moved, not placed anew: a box placed elsewhere is a layout shift, however small.
      caret.style.transform = `translate(${left - origin.left}px, ${letter.top - origin.top}px)`;
      caret.style.height = `${letter.height}px`;
    };
    const show = () => {
      wrapper.textContent = letters.slice(0, typed).join('');
      element.dataset.rest = letters.slice(typed).join('');
      placeCaret();
    };
    // A new width (a phone turned, text made larger) moves the letters between two keystrokes, or
    // while a whole tagline is held.
    const resized = new ResizeObserver(placeCaret);
    resized.observe(box);
    for (const index of order) {
      typewriter.callFunction(() => {
        onStart(index);
        letters = typedLetters(roles[index]!);
        directions = laidOutDirections(letters);
        typed = 0;
        show();
      });
      for (const piece of textPieces(roles[index]!)) typewriter.typeString(piece);
      typewriter.pauseFor(PAUSE_MS).deleteAll(DELETE_SPEED);
    }
    typewriter.start();
    return () => {
      typewriter.stop();
      resized.disconnect();
      // What the typewriter added is not React's to remove (a re-run in development would type
      // beside the old wrapper).
      element.replaceChildren();
      delete element.dataset.rest;
    };
  }, [Typewriter, queue, frame]);

  // The typed letters, then the ones still to come, unseen (`show` above), and the caret's room at
  // their end.
  return Typewriter ? <span ref={container} className="border-e-2 border-transparent pe-0.5 after:invisible after:content-[attr(data-rest)]" /> : fallback;
}
