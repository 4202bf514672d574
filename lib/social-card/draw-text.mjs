// Child process of lib/social-card/card.ts: draws blocks of Pango markup with sharp (libvips →
// Pango → HarfBuzz, so Arabic is shaped and right-to-left text is reordered). It runs on its own
// because fontconfig reads FONTCONFIG_FILE once per process: the parent points it at a folder
// holding only the fonts this card needs, so nothing depends on the machine's fonts.
// Reads {"blocks":[{"open","pieces","close","font","width"}]} on stdin (without a width, a block
// does not wrap; a piece is a string of markup or {"keep":[pieces],"between"}, kept on one line
// where it fits: card.ts, `Piece`); writes [{"png" (base64),"width","height"}].
import sharp from 'sharp';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { blocks } = JSON.parse(input);

const draw = async (markup, font, width) => {
  const { data, info } = await sharp({ text: { text: markup, font, width, dpi: 72, rgba: true, wrap: 'word-char' } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
};

const flat = (piece) => (typeof piece === 'string' ? piece : piece.keep.map(flat).join(''));
const kept = (piece) => (typeof piece === 'string' ? piece : `<span allow_breaks="false">${flat(piece)}</span>`);

const drawn = [];
for (const { open, pieces, close, font, width } of blocks) {
  let block = await draw(open + pieces.map(kept).join('') + close, font, width);
  // Wider than its width: a piece kept together is longer than a line. Each such piece is laid
  // out by its own pieces (its words), and a word longer than a line breaks where Pango breaks it.
  if (width !== undefined && block.width > width) {
    let changed = false;
    const laidOut = async (piece) => {
      if (typeof piece === 'string') return piece;
      if ((await draw(open + kept(piece) + close, font)).width <= width) return kept(piece);
      changed = true;
      return (await Promise.all(piece.keep.map(laidOut))).join(piece.between ?? '');
    };
    const markup = open + (await Promise.all(pieces.map(laidOut))).join('') + close;
    if (changed) block = await draw(markup, font, width);
  }
  drawn.push({ png: block.png.toString('base64'), width: block.width, height: block.height });
}
process.stdout.write(JSON.stringify(drawn));
