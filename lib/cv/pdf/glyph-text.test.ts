/** @jest-environment node */
// What cv.pdf gives back when its text is copied (lib/cv/pdf/glyph-text.ts), read with poppler-utils'
// pdftotext as a reader would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uiSchema } from '@/content/ui/schema';
import { pdfText } from '@/e2e/pdf-text';
import type { Cv } from '../cv';
import { cvText } from '../strings';
import { renderCvPdf } from './render';

jest.setTimeout(60_000);

/** The CV's words in the shipped English (content/ui/en.json). */
const cvWords = cvText(uiSchema.parse(JSON.parse(readFileSync(join(process.cwd(), 'content', 'ui', 'en.json'), 'utf8'))));

const cv = (overrides: Partial<Cv>): Cv => ({
  name: 'Amara Okafor',
  jobTitle: 'Software Engineer',
  lang: 'en',
  email: 'amara@example.com',
  links: [],
  intro: { heading: 'About', paragraph: 'I build software.' },
  timeline: [],
  skills: [],
  tools: [],
  projects: [],
  ...overrides,
});

it('gives back, copied, Thai and Lao words with ำ and ຳ whole, though their fonts draw the vowel as two glyphs', async () => {
  // Noto Sans Thai draws ำ as a ring over the letter before it and a stroke after it, and Noto
  // Sans Lao draws ຳ so; น้ำ and ນ້ຳ have a tone mark between the letter and the vowel. Thai leaves
  // no space between words: a stray space after each ำ split a phrase into words that are not
  // words ("สำ หรับ"), and neither the phrase nor "สำหรับ" could be found. The Thai is drawn in
  // both weights: the name and the heading bold, the paragraph regular.
  const thai = { name: 'สำราญ น้ำใจ', heading: 'ประสบการณ์ทำงาน', paragraph: 'ทำงานประจำสำหรับบริษัทจำกัด ค่ำนี้กำไรดี' };
  const lao = 'ຄຳ ນ້ຳ ກຳລັງ';
  const text = pdfText(await renderCvPdf(cv({ lang: 'th', name: thai.name, jobTitle: lao, intro: { heading: thai.heading, paragraph: thai.paragraph } }), cvWords));
  expect([...Object.values(thai), lao].filter((written) => !text.includes(written))).toEqual([]);
});

it('gives back, copied, words whose vowel is drawn before its consonant in the order they are written', async () => {
  // fontkit's shapers put the vowel's glyph first, and its character went with it: "िहन्दी",
  // "েকান", "ெபயர்", "េគហទំព័រ", "ෙපෙර්රා". A vowel in two parts around its consonant comes back
  // decomposed, as it is laid out (canonically the same text).
  const words = ['हिन्दी किताब', 'মিষ্টি কোন', 'கொண்டு பெயர்', 'គេហទំព័រ សម្រាប់', 'පෙරේරා කසුන්', 'കൊച്ചി', 'ਕਿਤਾਬ', 'કિતાબ'];
  const text = pdfText(await renderCvPdf(cv({ skills: words }), cvWords)).normalize('NFC');
  expect(words.filter((word) => !text.includes(word.normalize('NFC')))).toEqual([]);
});
