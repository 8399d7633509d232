/**
 * Everything code highlighting in the browser needs, in one chunk that only pages with a code block
 * written as a `<CodeBlock>` element download (SdkSignature's code arrives highlighted by its
 * plugin): Prism (prism-react-renderer) with the site's additional languages, and the classic
 * theme's Prism-based Content. Docusaurus registers those languages from a client module, which
 * would put Prism in the main bundle of every page; src/plugins/code-highlighter turns that module
 * off and this one does its work.
 *
 * Import it for its effect (`import '@site/src/theme/CodeBlock/highlighter'`) from any component that
 * renders `@theme/CodeBlock` with code that was not highlighted at build time.
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import PrismContent from '@theme-original/CodeBlock/Content';
import {registered} from './registry';
import './codeBlock';

prismIncludeLanguages(Prism);
// The `@theme-original` alias is untyped; it is the classic theme's Content.
registered.prismContent = PrismContent as ComponentType<{className?: string}>;
