// A catalog file imported through the build (@lingui/vite-plugin compiles it to its messages).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
