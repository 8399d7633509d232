/**
 * Builds the live-example frame, `/live-frame/` (`index.html` with its styles, `frame.js`): the sandboxed
 * document in which live examples and the playground run a reader's edited code
 * (src/components/live-frame). It is bundled with esbuild, apart from the site's webpack bundles,
 * because it must be a document of its own with its own policy. It is written into a static
 * directory (`docusaurus.config.ts` lists it) before the site is bundled, so that the development
 * server serves it as well as the build copies it. The build also writes `<outDir>/.csp-policy-frame`,
 * the header policy for that folder (scripts/nginx-config.mjs).
 * Each other covered release of `@faststore/ui` gets a frame of its own in a subfolder
 * (`/live-frame/ui-1.9.10/`), the same document and policy bundled with that release, so that an
 * example written for a reader's older release runs with it; a page loads it only when it runs such
 * an example.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {framePolicy, frameHeaderPolicy} from './policy';
import {releaseDir, versionsOf} from '@faststore-docs/shared/reference/data';
import {defaults} from '@faststore-docs/shared/reference/data';
import {frameFolderFor} from '../../components/live-frame/releases';

/**
 * The static directory the frame is written into, relative to the site: the checkout's own, not under
 * `node_modules`, which several checkouts of the site may share (each build empties this folder
 * first, and would publish another checkout's frame).
 */
export const FRAME_STATIC_DIR = '.cache/faststore-live-frame';
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
      const installed = defaults().ui;
      for (const version of versionsOf('ui')) {
        const dir = releaseDir(context.siteDir, 'ui', version);
        // '/live-frame' or '/live-frame/ui-<version>', below the static directory.
        const folder = path.join(out, ...frameFolderFor(version, installed).split('/').slice(2));
        await fs.mkdir(folder, {recursive: true});
        await build({
          entryPoints: {
            frame: path.join(context.siteDir, 'src/components/live-frame/frame.tsx'),
            'frame-style': path.join(context.siteDir, 'src/components/live-frame/frame.css'),
          },
          outdir: folder,
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2019',
          jsx: 'automatic',
          // The release this frame runs, which it reports on its document.
          define: {'process.env.NODE_ENV': '"production"', 'process.env.FRAME_UI_RELEASE': JSON.stringify(version)},
          alias: {
            // React's profiling build calls <Profiler>'s onRender, which the frame counts commits with to
            // stop an example that re-renders without end (the plain production build never calls it).
            'react-dom/client': 'react-dom/profiling',
            ...(version === installed ? {} : {'@faststore/ui': path.join(dir, 'dist/index.js')}),
          },
          legalComments: 'none',
          logLevel: 'warning',
        });
        const css = path.join(folder, 'frame-style.css');
        await fs.writeFile(path.join(folder, 'index.html'), html(await fs.readFile(css, 'utf8')));
        await fs.rm(css);
      }
    },
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, '.csp-policy-frame'), `${frameHeaderPolicy()}\n`);
    },
  };
}
