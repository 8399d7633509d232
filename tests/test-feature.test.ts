import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {AFTER_BUILD_STEPS, afterBuildSteps} from '../src/plugins/afterBuildSteps';
import {FEATURE_STEPS as STEPS} from '../scripts/test-feature.mjs';

const ROOT = path.join(__dirname, '..');
const FEATURE_STEPS = STEPS as Record<string, string[] | 'all'>;

describe('after-build steps', () => {
  it('are all run by a build that does not choose', () => {
    expect([...afterBuildSteps(undefined)].sort()).toEqual([...AFTER_BUILD_STEPS].sort());
  });

  it('are only those asked for when a build chooses', () => {
    expect([...afterBuildSteps('')]).toEqual([]);
    expect([...afterBuildSteps('search')]).toEqual(['search']);
    expect([...afterBuildSteps('mcp,search')].sort()).toEqual(['mcp', 'search']);
  });

  it('refuse a name that is no step, naming the known ones', () => {
    expect(() => afterBuildSteps('search,serach')).toThrow(/serach.*known: search/);
  });
});

describe('the feature loop', () => {
  it('names only features that have a spec and steps that exist', () => {
    for (const [feature, steps] of Object.entries(FEATURE_STEPS)) {
      const specs = [`${feature}.spec.ts`, `${feature}.configured.spec.ts`].filter((f) =>
        fs.existsSync(path.join(ROOT, 'e2e', f)),
      );
      expect(specs, feature).not.toEqual([]);
      if (steps !== 'all') expect(() => afterBuildSteps(steps.join(','))).not.toThrow();
    }
  });

  it('gives every spec that reads an after-build output the step that writes it', () => {
    // What each step writes, as a spec would name it.
    const outputs: Record<string, RegExp> = {
      // Pagefind's files, the dialog, or the not-found page's results from the local index.
      search: /pagefind|search-pages|Control\+k|searchButton|data-not-found-search/,
      markdown: /\.md['`"]|\.prompt\.json|llms/,
      'social-cards': /og:image|social-card/,
    };
    for (const file of fs.readdirSync(path.join(ROOT, 'e2e')).filter((f) => f.endsWith('.spec.ts'))) {
      const feature = file.replace(/(\.configured)?\.spec\.ts$/, '');
      if (feature === 'dev' || feature === 'docsearch') continue; // the development server; hosted search
      const text = fs.readFileSync(path.join(ROOT, 'e2e', file), 'utf8');
      const steps = FEATURE_STEPS[feature] ?? [];
      for (const [step, pattern] of Object.entries(outputs)) {
        if (pattern.test(text)) expect(steps === 'all' || steps.includes(step), `${file} reads ${step}`).toBe(true);
      }
    }
  });
});
