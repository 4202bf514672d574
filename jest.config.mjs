import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests: *.test.ts(x) beside the code. Browser tests live in e2e/ and run with Playwright. */
export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/out/', '/.cache/'],
  // Built content sets are copies of the project: their files would shadow the real ones.
  modulePathIgnorePatterns: ['<rootDir>/.cache/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
