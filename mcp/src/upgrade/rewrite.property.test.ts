/**
 * The rewrite on generated stores: components calling random `useSearch` setters (some hidden by a
 * closer `state`, some with a sort the checker cannot prove) and `Slider`s with random bounds. Once
 * upgraded, every file either compiles against 1.9.11 or carries a TODO where the reader must look:
 * never wrong and silent. A second run changes nothing. The checker is slow, so runs are few.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {expect} from 'vitest';
import {fc, test} from '@fast-check/vitest';
import {planUpgrade, writeUpgrade} from './index';
import {COVERED, diagnosticsOf, ROOT, testStore} from './testStore';
import {TODO_MARK} from './sdk-1.9.11';

const CALLS = {
  setSort: ["setSort('price_asc')", 'setSort(v)'],
  setTerm: ['setTerm(v)', 'setTerm(null)'],
  setPage: ['setPage(n)', 'setPage(0)'],
  setFacets: ['setFacets([])'],
  setFacet: ["setFacet({key: 'k', value: v}, true)", "setFacet({key: 'k', value: v})"],
  toggleFacet: ["toggleFacet({key: 'k', value: v})"],
  toggleFacets: ["toggleFacets([{key: 'k', value: v}])"],
  removeFacet: ["removeFacet({key: 'k', value: v})"],
} as const;
type Setter = keyof typeof CALLS;
const SETTERS = Object.keys(CALLS) as Setter[];
const BOUNDS = ['0', 'n', 'LIMIT.low', 'n * 2', '-5'];

const use = fc.record({
  setter: fc.constantFrom(...SETTERS),
  variant: fc.nat({max: 1}),
  /** Called inside a function that declares its own `state`. */
  hidden: fc.boolean(),
});

const component = fc.record({
  uses: fc.array(use, {minLength: 1, maxLength: 4}),
  keepState: fc.boolean(),
  comment: fc.boolean(),
  slider: fc.option(fc.tuple(fc.constantFrom(...BOUNDS), fc.constantFrom(...BOUNDS)), {nil: undefined}),
});

type Component = typeof component extends fc.Arbitrary<infer C> ? C : never;

function source(c: Component, name: string): string {
  const setters = [...new Set(c.uses.map((u) => u.setter))];
  const elements = [...(c.keepState ? ['state'] : []), ...setters];
  const calls = c.uses.map((u, i) => {
    const call = CALLS[u.setter][Math.min(u.variant, CALLS[u.setter].length - 1)];
    return u.hidden
      ? `    function inner${i}() {\n      const state = {page: 1};\n      return ${call.replace('(n)', '(state.page)')};\n    }\n    inner${i}();`
      : `    ${call};`;
  });
  return `import {useSearch} from '@faststore/sdk';
import {Slider} from '@faststore/ui';

const LIMIT = {low: 1};

export function ${name}({v, n}: {v: string; n: number}) {
  const {
${elements.map((e) => `    ${e},${c.comment ? ' // kept' : ''}`).join('\n')}
  } = useSearch();
  const go = () => {
${calls.join('\n')}
  };
  return (
    <div>
      <button type="button" onClick={go}>go</button>
      ${c.slider ? `<Slider min={${c.slider[0]}} max={${c.slider[1]}} />` : ''}
    </div>
  );
}
`;
}

test.prop([fc.array(component, {minLength: 1, maxLength: 2})], {numRuns: 5})(
  'every upgraded file compiles against 1.9.11 or carries a TODO, and a second run changes nothing',
  (components) => {
    const files = Object.fromEntries(components.map((c, i) => [`src/C${i}.tsx`, source(c, `C${i}`)]));
    const dir = testStore({sdk: '1.9.10', ui: '1.9.10'}, files);
    try {
      writeUpgrade(dir, planUpgrade(dir, COVERED));
      const diagnostics = diagnosticsOf(dir, Object.keys(files), {
        strict: true,
        paths: {
          '@faststore/sdk': [path.join(ROOT, 'node_modules', '@faststore', 'sdk')],
          '@faststore/ui': [path.join(ROOT, 'node_modules', '@faststore', 'ui')],
        },
      });
      for (const name of Object.keys(files)) {
        const text = fs.readFileSync(path.join(dir, name), 'utf8');
        const errors = diagnostics
          .filter((d) => d.file && path.normalize(d.file.fileName) === path.join(dir, name))
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
        if (errors.length > 0) expect(text, `${errors.join('\n')}\n\n${text}`).toContain(TODO_MARK);
      }
      const again = planUpgrade(dir, COVERED);
      expect(again.files.filter((f) => f.after !== f.before).map((f) => f.file)).toEqual([]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  },
);
