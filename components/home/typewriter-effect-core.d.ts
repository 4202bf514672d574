// typewriter-effect's own types name only its React build; `dist/core` is the same typewriter
// without React's wrapper, and exports the class the React build hands to `onInit`.
declare module 'typewriter-effect/dist/core' {
  import type { TypewriterClass } from 'typewriter-effect';

  const Typewriter: typeof TypewriterClass;
  export default Typewriter;
}
