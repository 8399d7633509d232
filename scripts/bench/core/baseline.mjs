/**
 * The blank site every key page is compared with: `create-docusaurus` classic TypeScript with its
 * defaults, from the npm registry, created, installed and built once; later runs reuse
 * .cache/baseline (delete it to start over).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {log} from './log.mjs';

const DOCUSAURUS_VERSION = '3.10.2';

/** The blank site's page of each kind of key page. */
export const BASELINE_PAGE = {
  home: '/',
  docs: '/docs/intro',
  blogList: '/blog',
  blogPost: '/blog/first-blog-post',
  notFound: '/this-page-does-not-exist',
};

function run(root, cmd, args, cwd) {
  log(`${cmd} ${args.join(' ')} (in ${path.relative(root, cwd) || '.'})`);
  execFileSync(cmd, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
}

/**
 * Creates, installs and builds the blank site when .cache/baseline lacks it. It has no
 * Content-Security-Policy of its own, so it gets one that allows what it does (inline scripts), for
 * the same nginx configuration to serve it.
 */
export function ensureBaseline(root) {
  const baselineDir = path.join(root, '.cache', 'baseline');
  const site = path.join(baselineDir, 'blank');
  const buildDir = path.join(site, 'build');
  if (!fs.existsSync(path.join(site, 'package.json'))) {
    fs.mkdirSync(baselineDir, {recursive: true});
    run(
      root,
      'npx',
      ['--yes', `create-docusaurus@${DOCUSAURUS_VERSION}`, 'blank', 'classic', '--typescript', '--skip-install'],
      baselineDir,
    );
  }
  if (!fs.existsSync(path.join(site, 'node_modules', '@docusaurus', 'core')))
    run(root, 'npm', ['install', '--no-audit', '--no-fund'], site);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) run(root, 'npx', ['docusaurus', 'build'], site);
  const policy =
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:";
  // The nginx configuration also serves a /live-frame/ folder under its own policy; the blank site has none.
  for (const file of ['.csp-policy', '.csp-policy-frame']) fs.writeFileSync(path.join(buildDir, file), policy);
  const version = JSON.parse(
    fs.readFileSync(path.join(site, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
  ).version;
  return {buildDir, version};
}
