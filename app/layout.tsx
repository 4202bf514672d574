import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { EarlyClickCapture } from '@/components/early-clicks/EarlyClickCapture';
import { SiteFooter } from '@/components/footer/SiteFooter';
import { SiteHeader } from '@/components/header/SiteHeader';
import { SkipLink } from '@/components/header/SkipLink';
import { MenuButton } from '@/components/menu/MenuButton';
import { FollowMe } from '@/components/social/FollowMe';
import { resolveProfiles } from '@/components/social/profiles';
import { ThemeProvider } from '@/components/theme/ThemeProvider';
import { ThemeToggle } from '@/components/theme/ThemeToggle';
import { PageTransition } from '@/components/transition/PageTransition';
import { contentLanguages, getContent } from '@/content';
import { definedProps } from '@/lib/defined-props';
import { isolatedName, textDirection } from '@/lib/i18n/direction';
import { fillIn, numeral } from '@/lib/i18n/format';
import { unspacedLanguagesCss } from '@/lib/i18n/letter-spacing';
import { lineBreakingCss } from '@/lib/i18n/line-breaking';
import { tallLinesCss } from '@/lib/i18n/line-height';
import { wordsLanguage } from '@/lib/i18n/words-language';
import { sitePageLinks } from '@/lib/pagination';
import { menuLabels, pageLabels } from '@/lib/routes';
import { palettes } from '@/tailwind.config';
// The headings' font: its @font-face rules and the preload of its Latin file (see ./fonts.ts).
import './fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  const { site } = getContent();
  return {
    // Ends in '/' so that page paths resolve below the base path: /about → {url}/about.
    metadataBase: new URL(`${site.url}/`),
    title: site.name,
    description: site.description,
    // <meta name="author">; no engine reads a separate 'creator'. Without a `url`: a
    // <link rel="author"> to the site itself would tell nothing the page's own URL does not, and
    // every page's HTML has to fit the first round trip (docs/performance.md).
    authors: [{ name: site.name }],
  };
}

// The colour of the browser's bar above the page: each scheme's background. ThemeToggle reads
// these tags back to follow the theme the visitor chose.
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: palettes.light.bg },
    { media: '(prefers-color-scheme: dark)', color: palettes.dark.bg },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const content = getContent();
  const { site, socials, ui, uiLang } = content;
  const wordsLang = wordsLanguage({ site, uiLang });
  const year = numeral(new Date().getFullYear(), wordsLang);
  const copyright = fillIn(ui.footer.copyright, { year, name: isolatedName(site.name, wordsLang) });
  const pages = pageLabels(ui.pages);
  // The site's own words in English (no translation file) on a right-to-left page: each text in
  // them is laid out in its own direction (globals.css, .words-own-direction).
  const wordsOwnDirection = uiLang !== undefined && textDirection({ lang: uiLang }) !== textDirection(site);
  // No letter-spacing in the languages of this content whose letters join or hang from a line
  // (lib/i18n/letter-spacing.ts), Japanese and Chinese lines broken by their typographers'
  // rules and Korean ones between words (lib/i18n/line-breaking.ts), Burmese, Khmer, Sinhala and
  // Tibetan lines as tall as their fonts ask (lib/i18n/line-height.ts). Built from the content
  // rather than listed in globals.css, so that it names every such language an owner writes in,
  // and an English site's pages carry none. React puts it in <head> (a <style> with a precedence).
  const languages = contentLanguages(content);
  const languageRules = unspacedLanguagesCss(languages) + lineBreakingCss(languages) + tallLinesCss(languages);
  return (
    // next-themes sets data-theme on <html> before React hydrates; that difference is expected.
    <html lang={site.lang} dir={textDirection(site)} suppressHydrationWarning>
      <body className={`flex min-h-svh flex-col${wordsOwnDirection ? ' words-own-direction' : ''}`}>
        {languageRules ? (
          <style href="language-rules" precedence="default">
            {languageRules}
          </style>
        ) : null}
        <EarlyClickCapture />
        <ThemeProvider>
          <SkipLink label={ui.header.skipLink} uiLang={uiLang} />
          <SiteHeader
            name={site.name}
            siteLang={site.lang}
            homeLabel={ui.header.homePage}
            menuLabel={ui.header.menu}
            uiLang={uiLang}
            controls={
              <>
                <ThemeToggle toDark={ui.header.darkTheme} toLight={ui.header.lightTheme} {...definedProps({ uiLang })} />
                <MenuButton copyright={copyright} profiles={resolveProfiles(socials)} pages={menuLabels(pages)} strings={{ menu: ui.header.menu, closeMenu: ui.header.closeMenu, mainNav: ui.header.mainNav, newTab: ui.links.newTab, downloadCv: ui.cv.download, cvFormat: ui.cv.format, ...definedProps({ uiLang }) }} />
              </>
            }
          />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-content flex-1 px-4 pb-16 pt-[calc(theme(spacing.header)+3rem)] outline-none sm:px-6 sm:pt-[calc(theme(spacing.header)+4rem)] lg:px-8"
          >
            <PageTransition>{children}</PageTransition>
          </main>
          <FollowMe socials={socials} name={site.name} strings={{ ...ui.footer, newTab: ui.links.newTab }} uiLang={uiLang} />
          <SiteFooter copyright={copyright} links={sitePageLinks(content)} pages={pages} label={ui.footer.siteNav} uiLang={uiLang} />
        </ThemeProvider>
      </body>
    </html>
  );
}
