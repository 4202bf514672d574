/**
 * The CV's words, in one place so they can move into content/ with the site's other UI strings.
 * Section titles match the About page's.
 */
export const cvText = {
  download: 'Download CV',
  /** The link's accessible description: what and how big a download it is. */
  downloadHint: 'PDF',
  email: 'E-mail',
  website: 'Website',
  timeline: 'Work Timeline',
  skills: 'Skills',
  tools: 'Tools',
  projects: 'Projects',
  appStore: 'App Store',
} as const;

/** Where the generated files are served, below the base path. */
export const cvFiles = { pdf: '/cv.pdf', jsonResume: '/resume.json' } as const;
