import { inAppNavigationTarget } from './link-interception';

const location = new URL('https://you.github.io/portfolio/about/') as unknown as Location;

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.querySelector('[data-click]')!.dispatchEvent(event);
  return inAppNavigationTarget(event, location, '/portfolio');
}

test('an in-app link to another page fades out first', () => {
  expect(clickOn('<a data-click href="https://you.github.io/portfolio/contact/">Contact</a>')?.pathname).toBe('/portfolio/contact/');
});

test('a click on an element inside the link counts', () => {
  expect(clickOn('<a href="https://you.github.io/portfolio/"><span data-click>Home</span></a>')?.pathname).toBe('/portfolio/');
});

test.each([
  ['a new-tab click', '<a data-click href="https://you.github.io/portfolio/contact/">x</a>', { metaKey: true }],
  ['a ctrl-click', '<a data-click href="https://you.github.io/portfolio/contact/">x</a>', { ctrlKey: true }],
  ['a middle click', '<a data-click href="https://you.github.io/portfolio/contact/">x</a>', { button: 1 }],
  ['a link opening a new tab', '<a data-click target="_blank" href="https://you.github.io/portfolio/contact/">x</a>', {}],
  ['a download', '<a data-click download href="https://you.github.io/portfolio/cv/">x</a>', {}],
  ['another site', '<a data-click href="https://github.com/you">x</a>', {}],
  ['a path outside the base path', '<a data-click href="https://you.github.io/other/">x</a>', {}],
  ['a file', '<a data-click href="https://you.github.io/portfolio/images/cv.pdf">x</a>', {}],
  ['an anchor on this page', '<a data-click href="#main">x</a>', {}],
  ['this page again', '<a data-click href="https://you.github.io/portfolio/about/">x</a>', {}],
  ['a mailto link', '<a data-click href="mailto:me@example.com">x</a>', {}],
  ['not a link', '<button data-click>x</button>', {}],
])('%s is left to the browser', (_, html, init) => {
  expect(clickOn(html, init)).toBeNull();
});
