// The .env files `next build` reads (.env.production.local, .env.local, .env.production, .env),
// loaded into process.env by each of the owner's commands before it reads a setting. Next reads
// them before next.config.mjs: a SITE_URL written in .env.local made the export under its base
// path while the image step, the finishing of the export, the check and the server went on under
// the one in content/site.json (the build then stopped at a stylesheet it could not find). Loaded
// here, every step sees what Next sees, and the processes they start inherit it. A variable set in
// the environment wins over the files, as in Next. Plain JavaScript: serve.mjs and dev.mjs load it.
import nextEnv from '@next/env';

/** Loads the .env files of the project in `dir` (production's, or development's for `next dev`), once a process. */
export function loadOwnerEnv({ dir = process.cwd(), dev = false } = {}) {
  nextEnv.loadEnvConfig(dir, dev, { info: () => {}, error: console.error });
}
