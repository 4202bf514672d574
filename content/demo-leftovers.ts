// The demo's owner left in a fork's content. An owner who writes their own name in site.json and
// misses a file publishes her links as theirs: the Follow Me icons and cv.pdf go to her profiles,
// the Contact page and the CV give her e-mail address, Become A Sponsor opens her GitHub Sponsors
// page, and Home greets visitors with her name. The build says where, and goes on: these are the
// owner's to change, and a text may name her on purpose.
import { stringFields } from '@/lib/string-fields';
import { contentSchemas, type Content, type ContentName } from './schemas';

/** The owner of the demo content this project ships (content/*.json as forked). */
export const demoOwner = { name: 'Amara Okafor', firstName: 'Amara', handle: 'amaraokafor' } as const;

const word = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${text}(?![\\p{L}\\p{N}])`, 'iu');
const fullName = word(demoOwner.name.replace(' ', '\\s+'));
const firstName = word(demoOwner.firstName);
const handle = new RegExp(demoOwner.handle, 'i');

/**
 * The fields of each content file that still name the demo's owner, once site.json names someone
 * else: her handle (in her addresses) or her full name anywhere, and her first name alone where the
 * owner's name does not have it ("Hi, I'm Amara").
 */
export function demoLeftovers(content: Content): { file: string; fields: string[] }[] {
  const owner = content.site.name;
  if (fullName.test(owner)) return [];
  const names = (text: string) => handle.test(text) || fullName.test(text) || (!firstName.test(owner) && firstName.test(text));
  return (Object.keys(contentSchemas) as ContentName[]).flatMap((name) => {
    const fields = stringFields(content[name]).flatMap(([field, text]) => (names(text) ? [field] : []));
    return fields.length > 0 ? [{ file: `content/${name}.json`, fields }] : [];
  });
}

/** The build's warning for `demoLeftovers`, or undefined when there are none. */
export function demoLeftoversWarning(content: Content): string | undefined {
  const leftovers = demoLeftovers(content);
  if (leftovers.length === 0) return undefined;
  return [
    `⚠ The demo's owner, ${demoOwner.name}, is still in your content, though site.json names ${JSON.stringify(content.site.name)}: ` +
      'visitors would follow her links and write to her address. Write your own (or "" where a field may be empty) in:',
    ...leftovers.map(({ file, fields }) => `  ${file}: ${fields.join(', ')}`),
  ].join('\n');
}
