/**
 * What a test file's `jest.mock('@/components/ui/ContentImage', …)` returns: the pictures are made
 * by the image pipeline (lib/images/, tested on its own), so a plain <img> stands in for the async
 * ContentImage when only the page around them matters.
 */
export const contentImageStandIn = {
  // eslint-disable-next-line @next/next/no-img-element -- a test stand-in, never shipped
  ContentImage: ({ alt, lang }: { alt: string; lang?: string }) => <img alt={alt} lang={lang} />,
};
