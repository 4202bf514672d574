import type { ReactNode } from 'react';

/**
 * Words in another language than the element around them: a <span lang> when `lang` is given,
 * else the bare words, so a page that needs no mark carries no extra markup.
 */
export function InLanguage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : children;
}
