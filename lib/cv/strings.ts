import type { UiStrings } from '@/content/ui/schema';

/**
 * The CV's words, from the site's own words in the owner's language (content/ui/{lang}.json): its
 * section titles are the About page's. `lang`: their language when it is not the owner's (a site in
 * Finnish with no content/ui/fi.json has English words, content/index.ts `uiLang`): the CV marks them
 * with it, for a screen reader's voice.
 */
export function cvText(ui: UiStrings, lang?: string) {
  return {
    ...(lang ? { lang } : {}),
    download: ui.cv.download,
    /** Said after the download link: what kind of file it is. */
    downloadHint: ui.cv.format,
    email: ui.cv.email,
    website: ui.cv.website,
    timeline: ui.about.timeline,
    skills: ui.about.skills,
    tools: ui.about.tools,
    projects: ui.cv.projects,
    appStore: ui.cv.appStore,
    /** A link after its label: "{label}: {address}", with the language's punctuation ("E-mail\u00a0: …" in French). */
    labelled: ui.cv.labelled,
  };
}

export type CvText = ReturnType<typeof cvText>;

/** Where the generated files are served, below the base path. */
export const cvFiles = { pdf: '/cv.pdf', jsonResume: '/resume.json' } as const;
