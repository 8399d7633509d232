/**
 * Running a release of `@faststore/ui` in Node: the loader for its compiled code and React's server
 * renderer. Shared by the live examples' previews (src/plugins/live-preview) and the forwarding probe
 * (./probe), so both run the components the way the other does.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import createJiti from 'jiti';
import {transform} from 'sucrase';

const require = createRequire(__filename);

type ServerRenderer = typeof import('react-dom/server');

let server: ServerRenderer | undefined;

/**
 * react-dom's server renderer from the same build, development or production, as the React already
 * loaded: Docusaurus' command line loads React before it sets NODE_ENV for the build, and React 19's
 * renderer fails on elements made by the other build of React.
 */
export function serverRenderer(): ServerRenderer {
  if (server) return server;
  const cjs = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'cjs');
  const loaded = (mode: string) => Boolean(require.cache[path.join(cjs('react'), `react.${mode}.js`)]);
  const mode = loaded('development')
    ? 'development'
    : loaded('production')
      ? 'production'
      : process.env.NODE_ENV === 'production'
        ? 'production'
        : 'development';
  // Each build's file defines its exports only when NODE_ENV names that build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    server = require(path.join(cjs('react-dom'), `react-dom-server-legacy.node.${mode}.js`)) as ServerRenderer;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return server;
}

/**
 * A loader for the `@faststore/ui` in `uiDir` and the modules that import it by name. The package
 * ships ES modules with directory imports (`./atoms/Button`) and no `main` (1.9.10 on), or a CommonJS
 * bundle (1.9.4); Node's own loaders refuse the first. jiti, the loader Docusaurus reads the site's
 * configuration with, turns the files into CommonJS with sucrase (react-live's own transpiler) and maps
 * the package's name to its files; its dependencies (React, @reach/popover, …) load through Node as
 * usual, so React is the one react-dom renders with. What it loads stays in Node's module cache, keyed
 * by path, so two releases never collide and a release is compiled once a process.
 */
export function uiLoader(uiDir: string): (id: string) => unknown {
  const dist = path.join(uiDir, 'dist');
  return createJiti(__filename, {
    alias: {'@faststore/ui/dist': dist, '@faststore/ui': path.join(dist, 'index.js')},
    // Compiled once a build; a cache shared with Docusaurus' own jiti (babel) would mix the two.
    cache: false,
    transform: ({source, filename, ts}) => ({
      code: transform(source, {transforms: ts ? ['imports', 'typescript'] : ['imports'], filePath: filename}).code,
    }),
  });
}
