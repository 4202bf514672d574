import { render, screen } from '@testing-library/react';
import { ExternalLink } from './ExternalLink';

const newTab = '(opens in a new tab)';

test('a link named by its text says once, in its name, that it opens a new tab', () => {
  render(
    <ExternalLink href="https://example.com/docs" newTab={newTab}>
      Docs
    </ExternalLink>,
  );
  const link = screen.getByRole('link', { name: 'Docs (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a link named by aria-label (an icon) says it there, once', () => {
  render(
    <ExternalLink href="https://github.com/someone" newTab={newTab} aria-label="Someone on GitHub">
      <svg aria-hidden="true" />
    </ExternalLink>,
  );
  const link = screen.getByRole('link', { name: 'Someone on GitHub (opens in a new tab)' });
  // The label replaces the text: a note there would be dead weight nobody hears.
  expect(link).not.toHaveTextContent(newTab);
});

test('a link to the owner’s own profile says so with rel="me", and keeps the new page from this one', () => {
  render(
    <ExternalLink href="https://mastodon.social/@someone" newTab={newTab} ownProfile>
      Mastodon
    </ExternalLink>,
  );
  expect(screen.getByRole('link', { name: 'Mastodon (opens in a new tab)' })).toHaveAttribute('rel', 'me noopener noreferrer');
});
