'use client';

import { LazyMotion, m } from 'framer-motion';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { basePath } from '@/lib/paths';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { inAppNavigationTarget } from './link-interception';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/** SPEC.md §9: 400 ms out, 400 ms in. */
const FADE_SECONDS = 0.4;

/**
 * Fades the page out before an in-app link navigates and the next page in after it, and scrolls
 * to the top on every path change. Links are intercepted in the capture phase, before next/link
 * acts, so the outgoing page never has to be frozen through Next's internals; back and forward
 * skip the fade out. The first page load is never faded: the pre-rendered page shows at once.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const reducedMotion = usePrefersReducedMotion();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [fadeIn, setFadeIn] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);

  // A new page has arrived: show it (fading in unless this is the first) and scroll to the top.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setLeavingFor(null);
    setFadeIn(!reducedMotion);
  }

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  // Navigate when the fade out has had its time; a timer rather than the animation's end, so a
  // click before the animation code has loaded still navigates.
  useEffect(() => {
    if (!leavingFor) return;
    const timer = setTimeout(() => router.push(leavingFor), FADE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [leavingFor, router]);

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

  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        key={shownPath}
        initial={fadeIn ? { opacity: 0 } : false}
        animate={{ opacity: leavingFor ? 0 : 1 }}
        transition={{ duration: FADE_SECONDS, ease: 'easeInOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
