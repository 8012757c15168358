import 'styled-components';
import type { Theme } from './theme.ts';

declare module 'styled-components' {
  // Augments styled-components' empty theme interface with the project's tokens.
  export interface DefaultTheme extends Theme {}
}
