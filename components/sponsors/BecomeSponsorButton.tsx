'use client';

import { useEarlyClick } from '@/components/early-clicks/use-early-click';
import { primaryButton } from '@/components/ui/button-styles';
import { useSponsorDialog } from './SponsorDialogProvider';

/**
 * Opens the sponsor dialog; hovering or focusing it fetches the dialog's code, so opening is
 * instant. Hidden without JavaScript, where the page's noscript link stands in for it; tapped before
 * hydration, it opens the dialog once hydrated (components/early-clicks/). `lang`: the label's
 * language when it is not the page's.
 */
export function BecomeSponsorButton({ label, lang }: { label: string; lang?: string | undefined }) {
  const { open, prefetch } = useSponsorDialog();
  const earlyClick = useEarlyClick<HTMLButtonElement>();
  return (
    <button
      type="button"
      {...earlyClick}
      lang={lang}
      aria-haspopup="dialog"
      onClick={(event) => open(event.currentTarget)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className={`js-only ${primaryButton}`}
    >
      {label}
    </button>
  );
}
