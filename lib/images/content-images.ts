import type { Content } from '@/content/schemas';
import type { Focus, ImageUseName } from './uses';

/** One image named in content/, where it is named and what it is used for. */
export interface ContentImageRef {
  /** The content file and field, as the owner reads them: "content/portfolio.json projects[2].img". */
  where: string;
  src: string;
  use: ImageUseName;
  focus?: Focus;
}

/** Every image of the content, with its use: the list the build processes ahead of the pages. */
export function contentImages(content: Content): ContentImageRef[] {
  return [
    { where: 'content/home.json profile.img', src: content.home.profile.img, use: 'portrait', focus: content.home.profile.focus },
    ...content.portfolio.projects.map(
      (project, index): ContentImageRef => ({
        where: `content/portfolio.json projects[${index}].img`,
        src: project.img,
        use: 'project',
        focus: project.focus,
      }),
    ),
    ...content.sponsors.sponsors.map(
      (sponsor, index): ContentImageRef => ({
        where: `content/sponsors.json sponsors[${index}].img`,
        src: sponsor.img,
        use: 'sponsor',
        focus: sponsor.focus,
      }),
    ),
  ];
}
