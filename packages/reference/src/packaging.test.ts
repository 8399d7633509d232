/**
 * A release that Node stops loading is a breaking packaging change, even when its declarations and
 * compiled code match the release before: read from the installed releases, and as a rule on any
 * two package descriptions.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fc, test} from '@fast-check/vitest';
import {coveredVersions, type PackageKey} from './covered';
import {PACKAGING_ENTRY, packagingChange, packagingChanges, packagingOf, type Packaging} from './packaging';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const covered = coveredVersions(ROOT);
const dirOf = (pkg: PackageKey, version: string) => covered[pkg].find((c) => c.version === version)!.dir;

describe('the installed releases', () => {
  const changes = packagingChanges(covered);

  it('ui and sdk 1.9.4 ship a CommonJS build that Node loads both ways', () => {
    for (const pkg of ['ui', 'sdk'] as const) {
      const packaging = packagingOf(dirOf(pkg, '1.9.4'));
      expect(packaging.entries.main, pkg).toBe('dist/index.js');
      expect([packaging.require, packaging.import], pkg).toEqual([null, null]);
    }
  });

  it('ui and sdk 1.9.10 have no main, and Node loads them neither way: a breaking change with its codes', () => {
    for (const pkg of ['ui', 'sdk'] as const) {
      const packaging = packagingOf(dirOf(pkg, '1.9.10'));
      expect(packaging.entries, pkg).not.toHaveProperty('main');
      expect(packaging.require, pkg).toBe('MODULE_NOT_FOUND');
      expect(packaging.import, pkg).toBe('ERR_MODULE_NOT_FOUND');
      const change = changes.find((c) => c.package === pkg && c.from === '1.9.4' && c.to === '1.9.10');
      expect(change, pkg).toMatchObject({entry: PACKAGING_ENTRY, kind: 'changed', breaking: true});
      expect(change!.message).toContain('`main` (`dist/index.js`) was removed.');
      expect(change!.message).toContain('`MODULE_NOT_FOUND`');
    }
  });

  it('lists a change only where the entry points or the way Node loads the package differ', () => {
    for (const change of changes) {
      const a = packagingOf(dirOf(change.package, change.from));
      const b = packagingOf(dirOf(change.package, change.to));
      expect(JSON.stringify(a) === JSON.stringify(b), `${change.package} ${change.from} → ${change.to}`).toBe(false);
    }
    // Every covered API release keeps its CommonJS build and its ES module bundle.
    expect(changes.filter((c) => c.package === 'api')).toEqual([]);
  });
});

const loadCode = fc.option(fc.constantFrom('MODULE_NOT_FOUND', 'ERR_MODULE_NOT_FOUND', 'ERR_REQUIRE_ESM'), {
  nil: null,
});
const packaging: fc.Arbitrary<Packaging> = fc.record({
  entries: fc.record(
    {
      main: fc.constantFrom('dist/index.js', 'dist/index.cjs'),
      module: fc.constantFrom('dist/index.js', 'dist/pkg.esm.js'),
      exports: fc.constant({'.': {import: './dist/index.js'}}),
      type: fc.constantFrom('module', 'commonjs'),
    },
    {requiredKeys: []},
  ),
  require: loadCode,
  import: loadCode,
});
const release = (version: string, p: Packaging) => ({version, packaging: p});

describe('a packaging change', () => {
  test.prop([packaging])('is none between a release and one packaged the same way', (p) => {
    expect(packagingChange('ui', release('1.0.0', p), release('1.0.1', structuredClone(p)))).toBeUndefined();
  });

  test.prop([packaging, packaging])(
    'is breaking exactly when Node loaded the older release one way and not the newer one',
    (a, b) => {
      const change = packagingChange('sdk', release('1.0.0', a), release('1.0.1', b));
      const lost = (['require', 'import'] as const).filter((way) => a[way] === null && b[way] !== null);
      expect(change?.breaking ?? false).toBe(lost.length > 0);
      for (const way of lost) expect(change!.message).toContain(`\`${b[way]}\``);
    },
  );

  test.prop([packaging, packaging])('names every entry field that differs', (a, b) => {
    const change = packagingChange('api', release('1.0.0', a), release('1.0.1', b));
    for (const field of ['main', 'module', 'exports', 'type'] as const) {
      if (JSON.stringify(a.entries[field]) !== JSON.stringify(b.entries[field])) {
        expect(change?.message).toContain(`\`${field}\``);
      }
    }
  });
});
