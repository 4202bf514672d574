import { sitesNamed } from './sites';

test('a command line names content sets with --site <set> or --site=<set>, in order', () => {
  expect(sitesNamed(['--site', 'minimal', '--no-build', '--site=stress'])).toEqual(['minimal', 'stress']);
  expect(sitesNamed(['--no-build'])).toEqual([]);
});

test('a --site without a set, or with one test/sites lacks, stops naming the sets there are', () => {
  expect(() => sitesNamed(['--site'])).toThrow(/name a content set: expected one of .*fixture.*minimal.*stress/);
  expect(() => sitesNamed(['--site', '--no-build'])).toThrow(/name a content set/);
  expect(() => sitesNamed(['--site='])).toThrow(/name a content set/);
  expect(() => sitesNamed(['--site=minimall'])).toThrow(/no content set "minimall"/);
});
