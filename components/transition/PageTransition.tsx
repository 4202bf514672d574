'use client';

import { animate } from 'framer-motion/dom/mini';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { basePath } from '@/lib/paths';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { inAppNavigationTarget } from './link-interception';

/** SPEC.md §9: 400 ms out, 400 ms in. */
const FADE_SECONDS = 0.4;
const FADE = { duration: FADE_SECONDS, ease: 'easeInOut' } as const;

/**
 * Fades the page out before an in-app link navigates and the next page in after it, and scrolls
 * to the top on every path change. Links are intercepted in the capture phase, before next/link
 * acts, so the outgoing page never has to be frozen through Next's internals; back and forward
 * skip the fade out. The first page load is never faded: the pre-rendered page shows at once.
 *
 * The fades are framer-motion's `animate` from `framer-motion/dom/mini`: the browser's own Web
 * Animations run them, and it weighs about 2 KiB. The `m` component with LazyMotion cost some
 * 12 KiB of every page's first-load JavaScript for two opacity changes (docs/performance.md).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const reducedMotion = usePrefersReducedMotion();
  const content = useRef<HTMLDivElement>(null);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [fadeIn, setFadeIn] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);

  // A new page has arrived: show it (fading in unless this is the first) and scroll to the top.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setLeavingFor(null);
    setFadeIn(!reducedMotion);
  }

  // Not for the page the visitor loaded: it hydrates a second or two after its first paint on a
  // slow phone, by when the visitor may have scrolled, or the browser gone to its #fragment or
  // back to where a reload left it; scrolling to the top then yanked the page away. Nor does
  // focus move on that page.
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Focus starts at the new page, as it does when the browser loads one. The link followed was
    // in the old page, gone with it (focus fell to <body>), or in the footer or the menu: a
    // keyboard's next Tab went on from the bottom of the new page, and a screen reader read on
    // from there. <main> takes it without a ring (tabIndex -1, the skip link's target); the next
    // Tab reaches the page's first link. Next's route announcer reads the new title.
    const main = content.current?.closest('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);

  // Before the browser paints the new page, so it never shows at full opacity first. Not stopped
  // on cleanup: a stopped animation keeps the opacity it had reached; a later fade out on the same
  // element takes over from wherever this one is.
  useLayoutEffect(() => {
    if (fadeIn && content.current) animate(content.current, { opacity: [0, 1] }, FADE);
  }, [fadeIn, shownPath]);

  // Navigate when the fade out has had its time: a timer rather than the animation's end, so the
  // navigation happens even where the animation cannot run.
  useEffect(() => {
    if (!leavingFor) return;
    if (content.current) animate(content.current, { opacity: 0 }, FADE);
    const timer = setTimeout(() => router.push(leavingFor), FADE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [leavingFor, router]);

  // The page comes back from the browser's back/forward cache as it was left. Left by a link whose
  // page Next could not fetch (offline, or a new deploy since this one loaded), which it loads in
  // full instead, that was faded out, with the link's page still set to leave for: Back showed the
  // header and footer around a blank page, and the same link, setting the same state, did nothing.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (!event.persisted) return;
      setLeavingFor(null);
      const element = content.current;
      if (!element) return;
      for (const animation of element.getAnimations()) animation.cancel();
      // Where the fade ended, it left its last opacity in the element's style.
      element.style.removeProperty('opacity');
    }
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = inAppNavigationTarget(event, window.location, basePath);
      if (!target) return;
      event.preventDefault();
      const href = `${target.pathname.slice(basePath.length) || '/'}${target.search}${target.hash}`;
      if (reducedMotion) router.push(href);
      else setLeavingFor(href);
    }
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [reducedMotion, router]);

  // A new element per page (the key), so the old page's faded-out opacity never carries over.
  return (
    <div key={shownPath} ref={content}>
      {children}
    </div>
  );
}
