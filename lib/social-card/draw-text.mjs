// Child process of lib/social-card/card.ts: draws blocks of Pango markup with sharp (libvips →
// Pango → HarfBuzz, so Arabic is shaped and right-to-left text is reordered). It runs on its own
// because fontconfig reads FONTCONFIG_FILE once per process: the parent points it at a folder
// holding only the fonts this card needs, so nothing depends on the machine's fonts.
// Reads {"blocks":[{"markup","font","width"}]} on stdin (without a width, a block does not wrap); writes [{"png" (base64),"width","height"}].
import sharp from 'sharp';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { blocks } = JSON.parse(input);

const drawn = [];
for (const { markup, font, width } of blocks) {
  const { data, info } = await sharp({ text: { text: markup, font, width, dpi: 72, rgba: true, wrap: 'word-char' } })
    .png()
    .toBuffer({ resolveWithObject: true });
  drawn.push({ png: data.toString('base64'), width: info.width, height: info.height });
}
process.stdout.write(JSON.stringify(drawn));
