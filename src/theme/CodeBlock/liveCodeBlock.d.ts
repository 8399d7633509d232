/// <reference types="@docusaurus/theme-live-codeblock" />
// theme-live-codeblock ships this component without type declarations.
declare module '@theme/LiveCodeBlock' {
  import type {ComponentProps, ReactNode} from 'react';
  import type CodeBlock from '@theme/CodeBlock';
  export default function LiveCodeBlock(props: ComponentProps<typeof CodeBlock>): ReactNode;
}
