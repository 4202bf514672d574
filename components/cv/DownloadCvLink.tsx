import { secondaryButton } from '@/components/ui/button-styles';
import { cvFiles } from '@/lib/cv/strings';
import { assetUrl } from '@/lib/paths';
import { definedProps } from '@/lib/defined-props';

/**
 * The CV the build draws from content/ (lib/cv/), as a PDF under the base path. A plain <a>: the
 * file is not a page, next/link would try to route to it. `lang`: its words' language when it is
 * not the page's. `onClick`: the menu closes on it, as on its page links.
 */
export function DownloadCvLink({
  label,
  format,
  lang,
  className = '',
  onClick,
}: {
  label: string;
  format: string;
  lang?: string | undefined;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <a href={assetUrl(cvFiles.pdf)} type="application/pdf" {...definedProps({ lang, onClick })} className={className || secondaryButton}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
      </svg>
      {/* One string each: text beside other text is written with a `<!-- -->` between the two.
          The label and the format in one box, so that lines break between their words as in any
          text: two boxes side by side in the button, the format's was squeezed beside a long label
          on a phone ("Lebenslauf herunterladen") until its ")" stood alone on the next line. */}
      <span>
        {`${label} `}
        <span className="font-normal">{`(${format})`}</span>
      </span>
    </a>
  );
}
