/**
 * The classic theme's CodeBlock (title, copy and word-wrap buttons, line numbers and highlighted
 * lines) without Prism: fenced code in MDX arrives highlighted at build time, and
 * ./Content renders those lines. MDX pages with fenced code import this module for its effect
 * (src/plugins/code-highlighter); `./highlighter` adds Prism for code highlighted in the browser.
 */
import ClassicCodeBlock from '@theme-init/CodeBlock';
import {registered, type CodeBlockComponent} from './registry';

// The `@theme-init` alias is untyped; it is the classic theme's CodeBlock.
registered.highlighter = ClassicCodeBlock as CodeBlockComponent;
