/**
 * A letter of a script written without spaces between words: Chinese, Japanese, Thai, Lao, Khmer
 * and Myanmar, whose lines break between characters or dictionary words (browsers do it; cv.pdf's
 * lib/cv/pdf/line-pieces.ts too). Korean is written with spaces, and its lines break only there
 * (lib/i18n/line-breaking.ts).
 */
export const unspacedLetter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
