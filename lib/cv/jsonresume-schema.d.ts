declare module '@jsonresume/schema' {
  /** Calls back with null when `resume` is valid JSON Resume, else with the schema's errors. */
  export function validate(resume: unknown, callback: (errors: unknown, valid: boolean) => void): void;
  export const schema: object;
}
