import { render, screen } from '@testing-library/react';
import { validContent } from '@/test/content-set';
import { FollowMe } from './FollowMe';

const strings = { followMe: 'Follow Me', profile: '{name} on {network}', newTab: '(opens in a new tab)' };

test("the heading is set wide in the words' script when it takes letter-spacing, and not in Hindi or Uyghur", () => {
  const { socials } = validContent();
  const wide = (wordsLang: string) => {
    const { unmount } = render(<FollowMe socials={socials} name="Amara" strings={strings} wordsLang={wordsLang} />);
    const heading = screen.getByRole('heading', { name: strings.followMe });
    const spaced = heading.className.split(' ').some((name) => name.startsWith('tracking-'));
    unmount();
    return spaced;
  };
  expect(['en', 'ja', 'hi', 'ug'].map(wide)).toEqual([true, true, false, false]);
});
