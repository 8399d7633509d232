/**
 * Keeps code highlighting out of the main bundle (a first visit to the home page downloads none of it). The classic
 * theme registers Prism's additional languages from a client module, which every page loads; this
 * plugin resolves that module to nothing, and src/theme/CodeBlock/highlighter registers the languages
 * instead, in the chunk that pages with code blocks load (see ./remarkImportHighlighter).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkImportHighlighter} from './remarkImportHighlighter';

/** The client module as `.docusaurus/client-modules.js` requires it: absolute, without extension. */
const CLASSIC_PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);

/** Prism, the classic theme's CodeBlock and the module that registers them. */
const HIGHLIGHTER_MODULES =
  /[\\/](node_modules[\\/](prism-react-renderer|prismjs|@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock)[\\/]|src[\\/]theme[\\/]CodeBlock[\\/]highlighter)/;

export default function codeHighlighterPlugin(): Plugin {
  return {
    name: 'code-highlighter',
    configureWebpack(_config, isServer) {
      const alias = {[`${CLASSIC_PRISM_CLIENT_MODULE}$`]: false as const};
      // The server build is one file: a named chunk there would collide with it (webpack refuses).
      if (isServer) return {resolve: {alias}};
      return {
        resolve: {alias},
        // Most pages have a code block, so Docusaurus's `common` group (modules used by half the pages,
        // loaded by every page) would take the highlighter back; it gets a chunk of its own instead.
        optimization: {
          splitChunks: {
            cacheGroups: {
              codeHighlighter: {
                name: 'code-highlighter',
                test: HIGHLIGHTER_MODULES,
                chunks: 'all',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
      };
    },
  };
}
