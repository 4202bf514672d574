import { definedProps } from '@/lib/defined-props';
import { LinkedProse, type ProseLinks } from './LinkedProse';
import { blockDir, type Direction } from '@/lib/i18n/direction';

/**
 * A page's one h1, with an optional lead paragraph: the owner's description of the page. Like every
 * block of the owner's words, it is laid out in its own direction (`dir="auto"`, or the direction
 * most of its letters are written in where its first letter would say otherwise: "Wix, תל אביב"),
 * which may not be the page's: an English sentence on an Arabic site ends with its full stop on
 * the right (docs/i18n.md).
 * `uiLang`: the title's language, the site's words', when it is not the page's (content/index.ts).
 */
export function PageHeader({
  title,
  uiLang,
  pageDir,
  children,
  links,
}: {
  title: string;
  uiLang?: string | undefined;
  /** The page's direction, which a lead paragraph in more than one script takes. */
  pageDir: Direction;
} & ({ children?: undefined; links?: undefined } | { children: string; /** For the addresses in it (LinkedProse). */ links: ProseLinks })) {
  return (
    <header className="mb-10 max-w-3xl sm:mb-14">
      <h1 {...definedProps({ lang: uiLang })} className="text-4xl font-bold sm:text-5xl">{title}</h1>
      {children ? (
        <p dir={blockDir(children, { page: pageDir })} className="mt-4 text-lg text-muted">
          <LinkedProse text={children} links={links} />
        </p>
      ) : null}
    </header>
  );
}
