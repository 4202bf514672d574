// The `--name=value` options of the reports (`npm run audit`, `npm run bench:font-swap`).

/** The value of `--name=value` on the command line, or undefined. */
export const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

/** `--runs=N`: how many times each page is measured (at least once; 3 unless told). */
export const runsOption = () => Math.max(1, Number(option('runs') ?? 3));
