/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { LinkedProse, linkIn, type ProseLinks } from './LinkedProse';
import { Prose } from './Prose';

const linked = (run: string) => {
  const link = linkIn(run);
  return link && [link.before, link.text, link.after, link.href];
};

test("an address written with its scheme, or starting www., links without the sentence's punctuation around it", () => {
  expect(linked('https://example.com/guide,')).toEqual(['', 'https://example.com/guide', ',', 'https://example.com/guide']);
  expect(linked('(https://example.com/a).')).toEqual(['(', 'https://example.com/a', ').', 'https://example.com/a']);
  expect(linked('«https://exemple.fr/été»')).toEqual(['«', 'https://exemple.fr/été', '»', 'https://exemple.fr/%C3%A9t%C3%A9']);
  // A bracket of the address's own stays in it.
  expect(linked('https://en.wikipedia.org/wiki/Ada_(language).')).toEqual(['', 'https://en.wikipedia.org/wiki/Ada_(language)', '.', 'https://en.wikipedia.org/wiki/Ada_(language)']);
  expect(linked('www.example.org!')).toEqual(['', 'www.example.org', '!', 'https://www.example.org/']);
  expect(linked('HTTP://EXAMPLE.COM')).toEqual(['', 'HTTP://EXAMPLE.COM', '', 'http://example.com/']);
  // German quotation marks, either way round.
  expect(linked('»https://beispiel.de/seite«.')).toEqual(['»', 'https://beispiel.de/seite', '«.', 'https://beispiel.de/seite']);
  expect(linked('„jonas@beispiel.de“')).toEqual(['„', 'jonas@beispiel.de', '“', 'mailto:jonas@beispiel.de']);
  expect(linked('»jonas@beispiel.de«')).toEqual(['»', 'jonas@beispiel.de', '«', 'mailto:jonas@beispiel.de']);
});

test('in Japanese, Chinese, Arabic and Hebrew writing the words before an address and the punctuation after it stay outside it', () => {
  expect(linked('詳しくはhttps://example.jp/docs。')).toEqual(['詳しくは', 'https://example.jp/docs', '。', 'https://example.jp/docs']);
  expect(linked('（www.example.cn）')).toEqual(['（', 'www.example.cn', '）', 'https://www.example.cn/']);
  expect(linked('https://example.com/مرحبا،')).toEqual(['', 'https://example.com/مرحبا', '،', 'https://example.com/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7']);
  // An e-mail address joined to the words before it cannot be told from them: left as text.
  expect(linkIn('連絡はhanako@example.jpまで。')).toBeUndefined();
  expect(linked('hanako@例え.jp。')).toEqual(['', 'hanako@例え.jp', '。', 'mailto:hanako@xn--r8jz45g.jp']);
  // "www." inside a Latin word is no address.
  expect(linkIn('awww.example.com')).toBeUndefined();
  // A Hebrew or Arabic prefix joined to an address in Latin letters is the sentence's ("at noa@…");
  // an address written in Hebrew letters is whole.
  expect(linked('ב-noa@noa-cl.dev.')).toEqual(['ב-', 'noa@noa-cl.dev', '.', 'mailto:noa@noa-cl.dev']);
  expect(linked('ל־www.noa.example')).toEqual(['ל־', 'www.noa.example', '', 'https://www.noa.example/']);
  expect(linked('וב-https://noa.example/בלוג,')).toEqual(['וב-', 'https://noa.example/בלוג', ',', 'https://noa.example/%D7%91%D7%9C%D7%95%D7%92']);
  expect(linked('بـlayla@example.com.')).toEqual(['بـ', 'layla@example.com', '.', 'mailto:layla@example.com']);
  expect(linked('وlayla@example.com')).toEqual(['و', 'layla@example.com', '', 'mailto:layla@example.com']);
  expect(linked('נועה@noa.example')).toEqual(['', 'נועה@noa.example', '', 'mailto:נועה@noa.example']);
  expect(linked('קוד-פתוח@noa.example')).toEqual(['', 'קוד-פתוח@noa.example', '', 'mailto:קוד-פתוח@noa.example']);
});

test('an e-mail address links to the mail program, its domain in the form every mail program takes', () => {
  expect(linked('jordan.lee@example.com.')).toEqual(['', 'jordan.lee@example.com', '.', 'mailto:jordan.lee@example.com']);
  expect(linked('jürgen@weiß-özdemir.at;')).toEqual(['', 'jürgen@weiß-özdemir.at', ';', 'mailto:jürgen@xn--wei-zdemir-73a1z.at']);
});

test('a name with a dot, an address without www. or scheme, or a broken one is left as text', () => {
  for (const run of ['Node.js', 'github.com/jordan-lee', 'https://', 'https://[oops]/', '@jordan', 'a@b']) expect(linkIn(run)).toBeUndefined();
});

test("in the owner's text an address is a link, a web one opening a new tab and saying so; in Prose (a card, a mail provider's refusal) it stays text", () => {
  const links: ProseLinks = { newTab: '(opens in a new tab)' };
  const paragraph = (text: string, withLinks = links) => renderToStaticMarkup(<p><LinkedProse text={text} links={withLinks} /></p>);
  // Underlined (told apart from the words around it by more than colour), read left to right in a
  // right-to-left paragraph too, its punctuation outside.
  const link = '<a href="([^"]*)" dir="ltr" class="([^"]*)"( target="_blank" rel="noopener noreferrer")?>';
  const html = paragraph('See https://example.com/docs, or write to me@example.com.');
  expect(html).toMatch(
    new RegExp(
      `^<p>See <span class="hyphens-manual">${link}https://example\\.com/docs<span class="sr-only[^"]*"> \\(opens in a new tab\\)</span></a>,</span> or write to ` +
        `<span class="hyphens-manual">${link}me@example\\.com</a>\\.</span></p>$`,
    ),
  );
  const [, web, webClass, newTab, mail, mailClass, mailNewTab] = html.match(new RegExp(`${link}.*${link}`))!;
  expect([web, newTab, mail, mailNewTab]).toEqual(['https://example.com/docs', ' target="_blank" rel="noopener noreferrer"', 'mailto:me@example.com', undefined]);
  for (const classes of [webClass, mailClass]) expect(classes!.split(' ')).toEqual(expect.arrayContaining(['underline', 'text-accent']));
  // The note in the site's words' language, where it is not the page's.
  expect(paragraph('Voir https://exemple.fr', { newTab: '(opens in a new tab)', uiLang: 'en' })).toMatch(/<span lang="en" class="sr-only[^"]*"> \(opens in a new tab\)<\/span>/);
  // Node.js is kept from hyphenation, and is no link.
  expect(paragraph('Built with Node.js')).toBe('<p>Built with <span class="hyphens-manual">Node.js</span></p>');
  expect(renderToStaticMarkup(<p><Prose text="Refused by https://api.example.com: try again" /></p>)).not.toContain('<a ');
});
