import { readSiteArgs } from './sites';

test('a command line names content sets with --site <set> or --site=<set>, in order', () => {
  expect(readSiteArgs(['--site', 'minimal', '--no-build', '--site=stress'])).toEqual({ sets: ['minimal', 'stress'], rest: ['--no-build'] });
  expect(readSiteArgs(['--no-build'])).toEqual({ sets: [], rest: ['--no-build'] });
});

test('a --site without a set, or with one test/sites lacks, stops naming the sets there are', () => {
  expect(() => readSiteArgs(['--site'])).toThrow(/name a content set: expected one of .*fixture.*minimal.*stress/);
  expect(() => readSiteArgs(['--site', '--no-build'])).toThrow(/name a content set/);
  expect(() => readSiteArgs(['--site='])).toThrow(/name a content set/);
  expect(() => readSiteArgs(['--site=minimall'])).toThrow(/no content set "minimall"/);
});
