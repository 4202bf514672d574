// The URL folder, below public/, of the files made from the content's images (./process.ts).
// The build makes them from the originals, which it reads as its inputs; they are not inputs
// themselves (lib/build-id.mjs leaves them out). Plain JavaScript: next.config.mjs reads build-id.
export const variantsUrl = '/_img';
