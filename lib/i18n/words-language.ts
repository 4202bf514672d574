/**
 * The language the site's own words are in: the page's (`site.lang`), or English on a site with
 * no words file of its own (`uiLang`, content/index.ts). Numbers among them are written as it
 * writes them ("© ۲۰۲۶", "صفحه ۲ از ۳" in Persian words; "© 2026", "page 2 of 3" in the English
 * ones a Pashto site, with no ps.json, shows). Here, not in content/index.ts, which reads files:
 * the contact form's counter, a client component, asks it too.
 */
export const wordsLanguage = ({ site, uiLang }: { site: { lang: string }; uiLang?: string | undefined }): string => uiLang ?? site.lang;
