// Japanese typesetting's rules of where a line may not break (kinsoku shori), for what the build
// lays out itself: cv.pdf (lib/cv/pdf/line-pieces.ts) and the social card (lib/social-card/card.ts).
// The pages leave it to the browser (`line-break: strict`, lib/i18n/line-breaking.ts).

/**
 * What starts no line, as `line-break: strict` has it for the pages (lib/i18n/line-breaking.ts):
 * closing brackets and quotes, full stops and commas, small kana, the long-vowel mark and the
 * iteration marks, and the middle dot that joins two words.
 */
export const startsNoLine =
  /[、。，．：；？！）」』】〕〉》〙〗｝］〟’”｠»・ー゛゜ゝゞヽヾ々〻〜～ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿｧ-ｯｰ‐゠–\u3000\u3099\u309a)\]},.:;!?%]/u;

/** What ends no line: opening brackets and quotes. */
export const endsNoLine = /[（「『【〔〈《〘〖｛［〝‘“｟«(\[{]/u;
