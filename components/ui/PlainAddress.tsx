import type { ReactNode } from 'react';
import { addressParts } from '@/lib/address-parts';
import { rightToLeftLetter } from '@/lib/i18n/direction';

/**
 * An address that is not a link, as it is written; but a web or e-mail address with letters of a
 * right-to-left script in it reads left to right (`dir="ltr"`), as a link does (LinkedProse), the
 * sentence's punctuation outside it: in an Arabic card "https://layla.example/مدونة" was drawn as
 * "مدونة/https://layla.example". An address without such letters reads the same either way and
 * carries nothing more, nor do Arabic words joined by a dot ("كلمة.كلمة") or a handle
 * ("@ليلى_حداد"), which are no address.
 */
export function plainAddress(run: string): ReactNode {
  if (!rightToLeftLetter.test(run)) return run;
  const { before, text, after, web } = addressParts(run);
  // An e-mail address has a name before its "@"; a handle ("@ليلى_حداد") reads as its words do.
  if (!web && !/.@/u.test(text)) return run;
  return (
    <>
      {before}
      <span dir="ltr">{text}</span>
      {after}
    </>
  );
}
