// Characters that draw nothing where they stand: direction marks, zero-width spaces and joiners,
// variation selectors, a soft hyphen, a byte order mark (Unicode's Default_Ignorable_Code_Point),
// and control characters. A name or a text pasted from a web page or a right-to-left document
// often carries one, unseen. Here once, for the content's check of what a page shows and for the
// monogram.
const drawsNothing = String.raw`\p{Default_Ignorable_Code_Point}\p{Cc}`;

const visible = new RegExp(`[^\\s${drawsNothing}]`, 'u');
const leading = new RegExp(`^[${drawsNothing}]+`, 'u');

/** Whether `text` has a character that draws something: not a space, nor one of the above. */
export const hasVisibleCharacter = (text: string): boolean => visible.test(text);

/** `text` without what draws nothing before its first character. */
export const withoutLeadingInvisible = (text: string): string => text.replace(leading, '');
