/** @jest-environment node */
import { chooseLink, isAppleMobile } from './device-links';

const userAgents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('isAppleMobile', () => {
  test.each([
    ['an iPhone', userAgents.iPhone, 5],
    ['an iPad', userAgents.iPad, 5],
    ['an iPod', userAgents.iPod, 5],
    ['iPadOS, which says it is a Mac but has a touch screen', userAgents.macSafari, 5],
  ])('knows %s', (_, userAgent, touchPoints) => {
    expect(isAppleMobile(userAgent, touchPoints)).toBe(true);
  });

  test.each([
    ['a Mac', userAgents.macSafari, 0],
    ['a Mac with one touch point (a pen tablet)', userAgents.macSafari, 1],
    ['an Android phone', userAgents.android, 5],
    ['desktop Chrome', userAgents.desktopChrome, 0],
    ['a touch-screen Windows laptop', userAgents.desktopChrome, 10],
  ])('does not mistake %s for one', (_, userAgent, touchPoints) => {
    expect(isAppleMobile(userAgent, touchPoints)).toBe(false);
  });
});

describe('chooseLink', () => {
  const web = 'https://example.com/app';
  const store = 'https://apps.apple.com/app/example/id1';

  test('sends Apple mobile visitors to the App Store and everyone else to the general link', () => {
    expect(chooseLink({ link: web, ios: store }, true)).toBe(store);
    expect(chooseLink({ link: web, ios: store }, false)).toBe(web);
  });

  test('sends Apple mobile visitors to the general link when there is no iOS version', () => {
    expect(chooseLink({ link: web, ios: '#' }, true)).toBe(web);
  });

  test('gives null, a placeholder, when the visitor would be sent to "#"', () => {
    expect(chooseLink({ link: '#', ios: '#' }, true)).toBeNull();
    expect(chooseLink({ link: '#', ios: '#' }, false)).toBeNull();
    expect(chooseLink({ link: '#', ios: store }, false)).toBeNull();
    expect(chooseLink({ link: '#', ios: store }, true)).toBe(store);
  });
});
