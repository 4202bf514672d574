// The OpenType language system a text is shaped in, from its language tag: a font draws some
// letters the way one language writes them under that language's system (its `locl` forms).
// Noto Sans Arabic, which draws the CV's and the social card's Arabic script, has them for Urdu,
// Sindhi, Kashmiri, Kurdish and Rohingya: Urdu writes ۴ ۶ ۷ otherwise than Persian, and an Urdu
// CV drew them in their Persian shapes, the default ones (2026-11-28, a Persian and Urdu owner's
// walkthrough). Browsers pass the page's `lang` to their shaper, and the card's Pango is given the
// tag itself (card.ts); fontkit, which sets the CV, takes OpenType's tags only.
import { likelyScript } from '@/lib/i18n/likely-script';

/** The languages written in Arabic letters whose forms Noto Sans Arabic has, by their language subtag. */
const arabicScriptSystems: Record<string, string> = {
  ur: 'URD',
  sd: 'SND',
  ks: 'KSH',
  ku: 'KUR',
  ckb: 'KUR',
  kmr: 'KUR',
  sdh: 'KUR',
  rhg: 'RHG',
};

/** `lang`'s OpenType language system where the shipped fonts have forms of its own ("ur" → "URD"); else undefined, the default forms. */
export function openTypeLanguage(lang: string | undefined): string | undefined {
  if (!lang || likelyScript(lang) !== 'Arab') return undefined;
  return arabicScriptSystems[lang.split('-')[0]!.toLowerCase()];
}
