import type { ReactNode } from 'react';
import { leftToRightAddress } from '@/lib/addresses/parts';

/**
 * An address that is not a link, as it is written; but one that must read left to right
 * (`leftToRightAddress`: letters of a right-to-left script in a web or e-mail address) gets
 * `dir="ltr"`, as a link does (LinkedProse), the sentence's punctuation outside it: in an Arabic
 * card "https://layla.example/مدونة" was drawn as "مدونة/https://layla.example". Any other address
 * carries nothing more.
 */
export function plainAddress(run: string): ReactNode {
  const parts = leftToRightAddress(run);
  if (!parts) return run;
  return (
    <>
      {parts.before}
      <span dir="ltr">{parts.text}</span>
      {parts.after}
    </>
  );
}
