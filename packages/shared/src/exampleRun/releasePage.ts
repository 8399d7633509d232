/**
 * One release of `@faststore/ui` as a browser page script, with the site's React in its development
 * build and react-live's evaluation, as the live-example frame has them. The browser tests run the
 * reference's examples in it, and the reference records what each interactive component does when a
 * shopper uses it (packages/reference/src/interactions): both must run the same release the same way,
 * or the recorded facts would describe a page the tests never saw. Node only (it bundles with esbuild).
 */
import fs from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';

/**
 * A page script with the release installed at `dir` that installs the runner of ./inPage.ts as
 * `window.exampleRunner`, its scope holding React, every export of the release and, where the release
 * has it, the `useSlider` hook the Carousel page's own slider example uses.
 */
export async function releaseScript(dir: string): Promise<string> {
  const hook = path.join(dir, 'dist/hooks/useSlider/index.js');
  const entry = [
    `import React from 'react';`,
    `import {install} from ${JSON.stringify(path.join(__dirname, 'inPage.ts'))};`,
    `import * as UI from ${JSON.stringify(path.join(dir, 'dist/index.js'))};`,
    fs.existsSync(hook) ? `import useSlider from ${JSON.stringify(hook)};` : 'const useSlider = undefined;',
    `const {default: _, ...components} = UI;`,
    `window.exampleRunner = install({React, ...React, ...components, ...(useSlider ? {useSlider} : {})});`,
  ].join('\n');
  const result = await build({
    stdin: {contents: entry, resolveDir: __dirname, loader: 'js'},
    bundle: true,
    write: false,
    format: 'iife',
    define: {'process.env.NODE_ENV': '"development"'},
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The empty page a release's script runs in. */
export const EMPTY_PAGE = '<!doctype html><html><body></body></html>';
