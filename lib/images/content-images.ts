import type { Content } from '@/content/schemas';
import type { Focus, ImageUseName } from './uses';

/** One image named in content/, where it is named and what it is used for. */
export interface ContentImageRef {
  /** The content file: "content/portfolio.json". */
  file: string;
  /** The field in it: "projects[2].img". */
  field: string;
  /** Both, as the owner reads them: "content/portfolio.json projects[2].img". */
  where: string;
  src: string;
  use: ImageUseName;
  focus?: Focus;
}

/** Every image of the content, with its use: the list the build processes ahead of the pages. */
export function contentImages(content: Content): ContentImageRef[] {
  const ref = (file: string, field: string, image: { img: string; focus?: Focus }, use: ImageUseName): ContentImageRef => ({
    file,
    field,
    where: `${file} ${field}`,
    src: image.img,
    use,
    focus: image.focus,
  });
  return [
    ref('content/home.json', 'profile.img', content.home.profile, 'portrait'),
    ...content.portfolio.projects.map((project, index) => ref('content/portfolio.json', `projects[${index}].img`, project, 'project')),
    ...(content.sponsors?.sponsors ?? []).map((sponsor, index) => ref('content/sponsors.json', `sponsors[${index}].img`, sponsor, 'sponsor')),
  ];
}
