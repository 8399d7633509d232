/**
 * Builds the live-example frame, `/live-frame/` (`index.html` with its styles, `frame.js`): the sandboxed
 * document in which live examples and the playground run a reader's edited code
 * (src/components/live-frame). It is bundled with esbuild, apart from the site's webpack bundles,
 * because it must be a document of its own with its own policy. It is written into a static
 * directory (`docusaurus.config.ts` lists it) before the site is bundled, so that the development
 * server serves it as well as the build copies it. The build also writes `<outDir>/.csp-policy-frame`,
 * the header policy for that folder (scripts/nginx-config.mjs).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {framePolicy, frameHeaderPolicy} from './policy';

/** The static directory the frame is written into, relative to the site. */
export const FRAME_STATIC_DIR = 'node_modules/.cache/faststore-live-frame';
/** The frame's folder in the site. */
const FRAME_FOLDER = 'live-frame';

// The styles are inline, so that nothing but the frame's script is fetched from its opaque origin
// (accessibility checkers, for one, would otherwise fetch the stylesheet again, across origins).
const html = (css: string) => `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${framePolicy()}">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live example</title>
<style>${css}</style>
</head>
<body>
<div id="root"></div>
<script src="frame.js"></script>
</body>
</html>
`;

export default function liveFramePlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-live-frame',
    async loadContent() {
      const {build} = await import('esbuild');
      const out = path.join(context.siteDir, FRAME_STATIC_DIR, FRAME_FOLDER);
      // Start from an empty folder, so that no file of an earlier version is published.
      await fs.rm(out, {recursive: true, force: true});
      await fs.mkdir(out, {recursive: true});
      await build({
        entryPoints: {
          frame: path.join(context.siteDir, 'src/components/live-frame/frame.tsx'),
          'frame-style': path.join(context.siteDir, 'src/components/live-frame/frame.css'),
        },
        outdir: out,
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2019',
        jsx: 'automatic',
        define: {'process.env.NODE_ENV': '"production"'},
        legalComments: 'none',
        logLevel: 'warning',
      });
      const css = path.join(out, 'frame-style.css');
      await fs.writeFile(path.join(out, 'index.html'), html(await fs.readFile(css, 'utf8')));
      await fs.rm(css);
    },
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, '.csp-policy-frame'), `${frameHeaderPolicy()}\n`);
    },
  };
}
