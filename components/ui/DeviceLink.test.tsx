import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { DeviceLink } from './DeviceLink';

const web = 'https://example.com/app';
const store = 'https://apps.apple.com/app/example/id1';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function pretendToBe(userAgent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

const card = (
  <DeviceLink link={web} ios={store} fallback={<span>Coming soon</span>} newTab="(opens in a new tab)">
    View project
  </DeviceLink>
);

test('pre-renders the general link and switches an iPhone to the App Store without a hydration mismatch', async () => {
  const html = renderToString(card);
  expect(html).toContain(`href="${web}"`);
  expect(html).not.toContain(store);

  pretendToBe(iPhone);
  const errors = jest.spyOn(console, 'error');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, card, { onRecoverableError: (error) => recoverable.push(error) });
  });

  expect(screen.getByRole('link', { name: /View project/ })).toHaveAttribute('href', store);
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
});

test('keeps the general link for other devices', () => {
  render(card);
  expect(screen.getByRole('link', { name: /View project/ })).toHaveAttribute('href', web);
});

test('opens in a new tab, says so, and gives the new page no handle on this one', () => {
  render(card);
  const link = screen.getByRole('link', { name: 'View project (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('renders the fallback, or the children unlinked, where the visitor would get "#"', () => {
  const { rerender } = render(
    <DeviceLink link="#" ios="#" fallback={<span>Coming soon</span>} newTab="(opens in a new tab)">
      View project
    </DeviceLink>,
  );
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText('Coming soon')).toBeInTheDocument();

  rerender(<DeviceLink link="#" ios="#" newTab="(opens in a new tab)">Sponsor name</DeviceLink>);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText('Sponsor name')).toBeInTheDocument();
});
