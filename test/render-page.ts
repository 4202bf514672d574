// Renders a page of app/ from a content set of its own, as the export would (a Server Component
// awaited, then rendered to HTML), for unit tests of what a page shows for some content.
import type { ReactElement, ReactNode } from 'react';
import { temporaryContentSet, type WrittenContent } from './content-set';

// A test may render several pages, each from a set of its own: all are removed after it, and
// CONTENT_DIR put back.
const sets: ReturnType<typeof temporaryContentSet>[] = [];
const { CONTENT_DIR } = process.env;
afterEach(() => {
  sets.splice(0).forEach((set) => set.remove());
  if (CONTENT_DIR === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = CONTENT_DIR;
});

const pageModules = { home: '@/app/page', layout: '@/app/layout', about: '@/app/about/page', contact: '@/app/contact/page', portfolio: '@/app/portfolio/[[...page]]/page', sponsors: '@/app/sponsors/[[...page]]/page' };

interface PageModule {
  default: (props: { params: Promise<{ page?: string[] }>; children?: ReactNode }) => ReactElement | Promise<ReactElement>;
  generateMetadata?: (props: { params: Promise<{ page?: string[] }> }) => Promise<{ title?: unknown }>;
  generateStaticParams?: () => unknown;
}

/** The module of `page` built from `content` (the loader caches, hence a fresh module registry). */
function load(page: keyof typeof pageModules, content: WrittenContent) {
  const set = temporaryContentSet(content);
  sets.push(set);
  process.env.CONTENT_DIR = set.contentDir;
  let loaded: { module: PageModule; renderToStaticMarkup: typeof import('react-dom/server').renderToStaticMarkup } | undefined;
  // React is loaded in the same registry as the page: hooks need the one copy.
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a module registry of its own per content set */
    const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
    loaded = { module: require(pageModules[page]) as PageModule, renderToStaticMarkup };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return loaded!;
}

/** The HTML page number `number` of `page` renders from `content` (Portfolio and Sponsors go on over pages). */
export async function render(page: keyof typeof pageModules, content: WrittenContent, number = 1): Promise<string> {
  const { module, renderToStaticMarkup } = load(page, content);
  const params = Promise.resolve(number === 1 ? {} : { page: [String(number)] });
  // The layout is drawn around an empty page.
  return renderToStaticMarkup(await module.default({ params, children: null }));
}

/** The module of `page` built from `content`: its metadata, its params, or its page to call. */
export const pageModule = (page: keyof typeof pageModules, content: WrittenContent) => load(page, content).module;

/** The <title> of page number `number` of `page`. */
export async function titleOf(page: 'portfolio' | 'sponsors', content: WrittenContent, number: number): Promise<unknown> {
  const { module } = load(page, content);
  const params = Promise.resolve(number === 1 ? {} : { page: [String(number)] });
  return ((await module.generateMetadata!({ params })).title as { absolute: string }).absolute;
}

