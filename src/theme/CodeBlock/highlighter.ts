/**
 * Everything code highlighting needs, in one chunk that only pages with code blocks download: Prism
 * (prism-react-renderer) with the site's additional languages, and the classic theme's CodeBlock.
 * Docusaurus registers those languages from a client module, which would put Prism in the main bundle
 * of every page; src/plugins/code-highlighter turns that module off and this one does its work.
 *
 * Import it for its effect (`import '@site/src/theme/CodeBlock/highlighter'`) from any component that
 * renders `@theme/CodeBlock`; MDX pages with fenced code get the import from the build.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ClassicCodeBlock from '@theme-init/CodeBlock';
import {registerHighlighter} from './registry';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);
registerHighlighter(ClassicCodeBlock);
