/** @jest-environment node */
import { preloadPriorityImages } from './image-preload';

const srcSet = '/p/_img/me-1a2b-224.avif 224w,/p/_img/me-1a2b-448.avif 448w,/p/_img/me-1a2b-672.avif 672w';
const sizes = '(min-width:640px) 224px,50vw';
const picture = (priority: string) =>
  `<picture class="contents"><source type="image/avif" srcSet="${srcSet}" sizes="${sizes}"/><img src="/p/_img/me-1a2b-448.webp" alt="Me" width="224" height="224"${priority} decoding="async"/></picture>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><style>p{}</style></head><body>${body}</body></html>`;

test("preloads the photo fetched at high priority from <head>, after the viewport, with its AVIF files and sizes", () => {
  const html = preloadPriorityImages(page(picture(' loading="eager" fetchPriority="high"') + picture(' loading="lazy"')));
  const preload = `<link rel="preload" as="image" type="image/avif" fetchPriority="high" href="/p/_img/me-1a2b-448.avif" imageSrcSet="${srcSet}" imageSizes="${sizes}"/>`;
  expect(html).toBe(page(picture(' loading="eager" fetchPriority="high"') + picture(' loading="lazy"')).replace('initial-scale=1"/>', `initial-scale=1"/>${preload}`));
});

test('leaves a page whose photos are not fetched at high priority, or not pictures, as it is', () => {
  for (const body of [picture(' loading="lazy"'), picture(' loading="eager"'), '<img src="https://example.com/logo.png" fetchPriority="high" alt=""/>', '<p>No photo</p>']) {
    expect(preloadPriorityImages(page(body))).toBe(page(body));
  }
});
