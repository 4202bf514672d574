/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { addressRuns, linkIn, Prose, type ProseLinks } from './Prose';

const addresses = (text: string) => addressRuns(text).filter((run) => run.address).map((run) => run.text);

test('web and mail addresses are found, with or without a scheme, and the words around them are not', () => {
  expect(addresses('Notes at https://example.com/internationalisation/guide, or mail jordan.lee@example.com.')).toEqual([
    'https://example.com/internationalisation/guide,',
    'jordan.lee@example.com.',
  ]);
  expect(addresses('Built at www.example.org and github.com/jordan-lee/portfolio')).toEqual(['www.example.org', 'github.com/jordan-lee/portfolio']);
  expect(addresses('Une plateforme d’internationalisation, e.g. 3.5 fois plus rapide. Fin.')).toEqual([]);
  expect(addresses('موقعي: https://example.com/مرحبا')).toEqual(['https://example.com/مرحبا']);
});

test('every letter of the text is in exactly one run, in order', () => {
  for (const text of ['', 'no address', 'https://a.example', ' x@y.example ', 'a https://b.example c d@e.example f'])
    expect(addressRuns(text).map((run) => run.text).join('')).toBe(text);
});

test('in a paragraph, an address is kept from hyphenation; a text without one is written as it is', () => {
  const paragraph = (text: string) => renderToStaticMarkup(<p><Prose text={text} /></p>);
  expect(paragraph('See https://example.com/internationalisation for more')).toBe(
    '<p>See <span class="hyphens-manual">https://example.com/internationalisation</span> for more</p>',
  );
  expect(paragraph('A long internationalisation story')).toBe('<p>A long internationalisation story</p>');
});

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
});

test('an e-mail address links to the mail program, its domain in the form every mail program takes', () => {
  expect(linked('jordan.lee@example.com.')).toEqual(['', 'jordan.lee@example.com', '.', 'mailto:jordan.lee@example.com']);
  expect(linked('jürgen@weiß-özdemir.at;')).toEqual(['', 'jürgen@weiß-özdemir.at', ';', 'mailto:jürgen@xn--wei-zdemir-73a1z.at']);
});

test('a name with a dot, an address without www. or scheme, or a broken one is left as text', () => {
  for (const run of ['Node.js', 'github.com/jordan-lee', 'https://', 'https://[oops]/', '@jordan', 'a@b']) expect(linkIn(run)).toBeUndefined();
});

test("in the owner's text an address is a link, a web one opening a new tab and saying so; without links (a mail provider's refusal) it stays text", () => {
  const links: ProseLinks = { newTab: '(opens in a new tab)' };
  const paragraph = (text: string, withLinks = links) => renderToStaticMarkup(<p><Prose text={text} links={withLinks} /></p>);
  // Underlined (told apart from the words around it by more than colour), its punctuation outside.
  const link = '<a href="([^"]*)" class="([^"]*)"( target="_blank" rel="noopener noreferrer")?>';
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
