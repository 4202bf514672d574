import { buildId } from './lib/build-id.mjs';
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
  // SKIP_NEXT_TYPE_CHECK=1: the code was type-checked already. A content set's build
  // (scripts/site/build-site.ts) compiles the project's own code with other JSON, and JSON cannot
  // change a type; `npm test` runs `npm run typecheck` on the same code before it builds anything
  // (docs/testing.md). The owner's `npm run build`, the one that deploys, checks.
  typescript: { ignoreBuildErrors: process.env.SKIP_NEXT_TYPE_CHECK === '1' },
  // From the build's inputs, not random: the same inputs give the same pages (lib/build-id.mjs).
  generateBuildId: () => buildId(),
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
