#!/usr/bin/env node
/**
 * The feature loop: `npm run test:feature -- <feature> [<feature> …] [-- <playwright options>]` runs the
 * browser specs of those features (`e2e/<feature>.spec.ts` and `e2e/<feature>.configured.spec.ts`)
 * against builds made for them: the slow after-build steps that the specs do not read are skipped
 * (BUILD_STEPS, src/plugins/afterBuildSteps.ts), and a build is made again only when a source changed
 * since it was made or a spec needs a step it skipped. The builds live in `build-feature/` and
 * `build-feature-configured/`, served on their own ports, so `build/` and its servers are left alone.
 * `npm test` keeps the full builds.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALL = 'all';

/**
 * The after-build steps each feature's specs read (the rest need none). Specs that walk every route
 * or every file of the build need them all.
 */
export const FEATURE_STEPS = {
  a11y: ALL,
  'base-url': ALL,
  nginx: ALL,
  offline: ALL,
  'page-template': ALL,
  routes: ALL,
  markdown: ['markdown'],
  noindex: ['search', 'markdown'],
  'not-found': ['search'],
  print: ['track-print'],
  'reference-versions': ['markdown'],
  search: ['search'],
  'social-cards': ['social-cards'],
  'task-prompts': ['markdown'],
};

/** What a build is made from: a change to any of them makes a new one. */
const SOURCES = [
  'src',
  'packages',
  'docs',
  'releases',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
];

const BUILDS = {
  default: {dir: 'build-feature', env: {}},
  // The configured build's integrations, read from its npm script so that the two never differ.
  configured: {dir: 'build-feature-configured', env: configuredEnv()},
};

function configuredEnv() {
  const script = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts['build:configured'];
  return Object.fromEntries([...script.split(' docusaurus ')[0].matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
}

function newestSource() {
  let newest = 0;
  const visit = (file) => {
    const stat = fs.statSync(file, {throwIfNoEntry: false});
    if (!stat) return;
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) visit(path.join(ROOT, source));
  return newest;
}

const named = (steps) => (steps === ALL ? 'all' : steps.join(', ') || 'none');

/** Builds `which` with `steps` unless a build made since the last source change already ran them. */
function ensureBuild(which, steps, newest) {
  const {dir, env} = BUILDS[which];
  const stampFile = path.join(ROOT, dir, '.feature-build.json');
  const stamp = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : null;
  const built = stamp && (stamp.steps === ALL ? ALL : new Set(stamp.steps));
  const covers = built && (built === ALL || (steps !== ALL && steps.every((s) => built.has(s))));
  if (stamp && stamp.sources >= newest && covers) {
    console.log(`[feature] ${dir}/ is up to date (steps: ${named(stamp.steps)})`);
    return;
  }
  console.log(`[feature] building ${dir}/ (after-build steps: ${named(steps)})`);
  const started = Date.now();
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ...env, ...(steps === ALL ? {} : {BUILD_STEPS: steps.join(',')})},
  });
  fs.writeFileSync(stampFile, JSON.stringify({steps, sources: newest}));
  console.log(`[feature] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function main(argv) {
  const split = argv.indexOf('--');
  const features = split === -1 ? argv : argv.slice(0, split);
  const passThrough = split === -1 ? [] : argv.slice(split + 1);
  if (features.length === 0) {
    console.error('Usage: npm run test:feature -- <feature> [<feature> …] [-- <playwright options>]');
    console.error(`A feature is the name of its spec: e2e/<feature>.spec.ts (and .configured.spec.ts).`);
    process.exit(2);
  }
  const specs = {default: [], configured: []};
  const steps = {default: new Set(), configured: new Set()};
  const all = {default: false, configured: false};
  for (const feature of features) {
    let found = false;
    for (const [which, suffix] of [
      ['default', '.spec.ts'],
      ['configured', '.configured.spec.ts'],
    ]) {
      const spec = path.join('e2e', `${feature}${suffix}`);
      if (!fs.existsSync(path.join(ROOT, spec))) continue;
      found = true;
      specs[which].push(spec);
      const needs = FEATURE_STEPS[feature] ?? [];
      if (needs === ALL) all[which] = true;
      else for (const step of needs) steps[which].add(step);
    }
    if (!found) {
      console.error(`No spec for "${feature}": expected e2e/${feature}.spec.ts or e2e/${feature}.configured.spec.ts.`);
      process.exit(2);
    }
  }
  const newest = newestSource();
  for (const which of ['default', 'configured']) {
    if (specs[which].length > 0) ensureBuild(which, all[which] ? ALL : [...steps[which]].sort(), newest);
  }
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-browser.mjs')], {stdio: 'inherit'});
  const run = spawnSync('npx', ['playwright', 'test', ...specs.default, ...specs.configured, ...passThrough], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Ports of their own: a server left running for build/ on the usual ports is never reused here.
      E2E_PORT: process.env.E2E_PORT || '4273',
      E2E_BUILD_DIR: BUILDS.default.dir,
      E2E_CONFIGURED_BUILD_DIR: BUILDS.configured.dir,
    },
  });
  process.exit(run.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
