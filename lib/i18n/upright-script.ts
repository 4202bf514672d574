/**
 * Scripts whose letters stand upright in vertical writing (CSS's `text-orientation: mixed`): Han,
 * kana, Hangul, Bopomofo, Yi. Set vertically, Japanese, Chinese and Korean are read top to bottom
 * with every character upright; turned as a Latin label is turned (`rotate(180deg)`, to read
 * bottom to top), each of their characters would stand on its head.
 */
const uprightLetter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\p{Script=Yi}]/u;

/** Whether `text` has a character written upright in vertical text (a Follow Me label in Japanese, Chinese or Korean). */
export const hasUprightLetters = (text: string): boolean => uprightLetter.test(text);
