import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests: *.test.ts(x) beside the code. Browser tests live in e2e/ (Playwright) and e2e-engines/ (node:test). */
export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/e2e-engines/', '/.next/', '/out/', '/.cache/'],
  // Built content sets are copies of the project: their files would shadow the real ones.
  modulePathIgnorePatterns: ['<rootDir>/.cache/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Jest's default is one worker fewer than the cores: on a 2-core machine, one file at a time.
  // The files spend much of their time loading modules and jsdom, so two at a time on two cores
  // takes 23 s instead of 35 (docs/testing.md).
  maxWorkers: '100%',
});
