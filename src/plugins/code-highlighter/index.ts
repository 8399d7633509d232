/**
 * Keeps code highlighting out of the main bundle (a first visit to the home page downloads none of it),
 * and Prism off the pages whose code was highlighted at build time (../remark/importHighlighter,
 * ./prebuild). The classic theme registers Prism's additional languages from a client module, which
 * every page loads; this plugin resolves that module to nothing, and src/theme/CodeBlock/highlighter
 * registers the languages instead, in the chunk that pages with browser-highlighted code load.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The client module as `.docusaurus/client-modules.js` requires it: absolute, without extension. */
const CLASSIC_PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);

/** Prism, the classic theme's Prism-based block Content, and the module that registers them. */
const PRISM_MODULES =
  /[\\/](node_modules[\\/](prism-react-renderer|prismjs)[\\/]|node_modules[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](CodeBlock[\\/]Content[\\/]index|CodeBlock[\\/]Line[\\/]index|prism-include-languages)|src[\\/]theme[\\/]CodeBlock[\\/]highlighter)/;

/** The rest of the classic block (layout, buttons, title) and the build-time lines' Content. */
const CODE_BLOCK_MODULES =
  /[\\/](node_modules[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|src[\\/]theme[\\/]CodeBlock[\\/](codeBlock|Content[\\/]))/;

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
        // loaded by every page) would take the code block back; it gets chunks of its own instead: the
        // block, and Prism, which only code highlighted in the browser needs.
        optimization: {
          splitChunks: {
            cacheGroups: {
              codeHighlighter: {
                name: 'code-highlighter',
                test: PRISM_MODULES,
                chunks: 'all',
                enforce: true,
                priority: 46,
              },
              codeBlock: {
                name: 'code-block',
                test: CODE_BLOCK_MODULES,
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
