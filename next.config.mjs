import { resolveSiteUrl } from './lib/site-url.mjs';

const { basePath } = resolveSiteUrl();

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath,
  // Each page is written as <route>/index.html, the layout every static host resolves the same
  // way (GitHub Pages redirects /about to /about/ and serves its index.html).
  trailingSlash: true,
  // A static host has no image optimiser; content images are shipped at the size they are shown.
  images: { unoptimized: true },
  // Inlined into server and client code, read only through lib/paths.ts.
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
