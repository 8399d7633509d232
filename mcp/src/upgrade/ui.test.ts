/**
 * The ui 1.9.10 → 1.9.11 rewrite of `Slider` and `PriceRange`: bounds passed as numbers become
 * `{absolute, selected}` with the thumb starting at the bound, as it did; what cannot be proved the
 * same (a computed bound, spread props, an `onChange` that may have relied on the call on mount) is
 * marked and reported. Rewritten code is type-checked against 1.9.11's declarations.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';
import React from 'react';
import {serverRenderer, uiLoader} from '@faststore-docs/shared/reference/uiRuntime';
import {planUpgrade, REPORT_FILE} from './index';
import {COVERED, diagnosticsOf, ROOT, testStore, upgraded} from './testStore';

/** A store on ui 1.9.10 holding `files`. */
const uiStore = (files: Record<string, string>) => testStore({ui: '1.9.10'}, files);

/** Type errors of `file` against the ui release at `uiRoot`. */
const typeErrors = (dir: string, file: string, uiRoot: string): string[] =>
  diagnosticsOf(dir, [file], {strict: true, paths: {'@faststore/ui': [uiRoot]}}).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, ' '),
  );

const UI_1_9_10 = path.join(ROOT, 'node_modules', 'faststore-ui-1.9.10');
const UI_1_9_11 = path.join(ROOT, 'node_modules', '@faststore', 'ui');

const PRICE_FILTER = `import { PriceRange as UIPriceRange, Slider } from '@faststore/ui'

const LIMITS = { lowest: 0, highest: 500 }

export function PriceFilter({ highest }: { highest: number }) {
  return (
    <div>
      <UIPriceRange min={LIMITS.lowest} max={highest} formatter={(price) => \`$\${price}\`} />
      <Slider min={0} max={-1 * highest} />
    </div>
  )
}
`;

describe('Slider and PriceRange bounds', () => {
  test('a number read or written as is becomes {absolute, selected}; the file then compiles against 1.9.11 and not before', () => {
    const dir = uiStore({'src/PriceFilter.tsx': PRICE_FILTER});
    expect(typeErrors(dir, 'src/PriceFilter.tsx', UI_1_9_10)).toEqual([]);
    expect(typeErrors(dir, 'src/PriceFilter.tsx', UI_1_9_11).join('\n')).toMatch(/Range/);
    const read = upgraded(dir);
    const out = read('src/PriceFilter.tsx');
    expect(out).toContain(
      'min={{ absolute: LIMITS.lowest, selected: LIMITS.lowest }} max={{ absolute: highest, selected: highest }}',
    );
    expect(out).toContain('<Slider min={{ absolute: 0, selected: 0 }} max={-1 * highest} />');
    // The computed bound is left with a TODO, so only that one error remains.
    expect(out).toMatch(
      /\{\/\* TODO\(faststore 1\.9\.11\): `max` of `Slider` is now `\{absolute, selected\}`.*\*\/\}\n\s+<Slider/,
    );
    expect(typeErrors(dir, 'src/PriceFilter.tsx', UI_1_9_11)).toHaveLength(1);
    const report = read(REPORT_FILE);
    expect(report).toContain('`src/PriceFilter.tsx:8`');
    // The TODO line sits above the Slider, which the report names where the reader finds it.
    expect(report).toMatch(/Left to do by hand \(1\)[\s\S]*`src\/PriceFilter\.tsx:10`/);
  });

  test('a second run changes nothing', () => {
    const dir = uiStore({'src/PriceFilter.tsx': PRICE_FILTER});
    const once = upgraded(dir)('src/PriceFilter.tsx');
    const again = planUpgrade(dir, COVERED);
    expect(again.files.filter((f) => f.after !== f.before)).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'src/PriceFilter.tsx'), 'utf8')).toBe(once);
  });

  test('a namespace import and a component re-exported by the store are followed; a local Slider is not FastStore’s', () => {
    const local = `function Slider(props: { min: number; max: number }) {
  return <span>{props.min}</span>
}

export const L = () => <Slider min={1} max={2} />
`;
    const dir = uiStore({
      'src/ui.ts': "export { Slider as StoreSlider } from '@faststore/ui'\n",
      'src/a.tsx': `import * as UI from '@faststore/ui'
import { StoreSlider } from './ui'

export const A = ({ top }: { top: number }) => (
  <>
    <UI.PriceRange min={0} max={top} formatter={String} />
    <StoreSlider min={0} max={top} />
  </>
)
`,
      'src/local.tsx': local,
    });
    const read = upgraded(dir);
    expect(read('src/a.tsx')).toContain(
      '<UI.PriceRange min={{ absolute: 0, selected: 0 }} max={{ absolute: top, selected: top }}',
    );
    expect(read('src/a.tsx')).toContain(
      '<StoreSlider min={{ absolute: 0, selected: 0 }} max={{ absolute: top, selected: top }} />',
    );
    expect(read('src/local.tsx')).toBe(local);
  });

  test('code already on 1.9.11 is unchanged', () => {
    const source = `import { Slider } from '@faststore/ui'

export const B = () => <Slider min={{ absolute: 0, selected: 10 }} max={{ absolute: 9, selected: 9 }} onEnd={() => {}} />
`;
    const dir = uiStore({'src/b.tsx': source});
    expect(planUpgrade(dir, COVERED).files).toEqual([]);
  });
});

describe('what is left by hand', () => {
  test('an onChange, and bounds passed in spread props, are marked above the statement and reported', () => {
    const source = `import { Slider, type SliderProps } from '@faststore/ui'

export function C(props: SliderProps) {
  return <Slider {...props} onChange={(range) => console.log(range)} />
}
`;
    const dir = uiStore({'src/c.tsx': source});
    const read = upgraded(dir);
    const c = read('src/c.tsx');
    expect(c).toMatch(
      /\n {2}\/\/ TODO\(faststore 1\.9\.11\): the spread props give `Slider` `min` and `max` as a number.*`onChange` only when a thumb moves.*\n {2}return <Slider \{\.\.\.props\}/,
    );
    expect(read(REPORT_FILE)).toContain('`src/c.tsx:5`');
    expect(read(REPORT_FILE)).toContain('/reference/upgrade/ui/1.9.10-to-1.9.11');
  });
});

describe('what the rewritten bounds do', () => {
  /** The starting values of a rendered slider's two thumbs, as its range inputs hold them. */
  const thumbs = (html: string) =>
    [...html.matchAll(/data-slider-thumb="(?:left|right)"[^>]*value="([^"]+)"/g)].map((m) => Number(m[1]));
  const load = (dir: string) =>
    uiLoader(dir)(path.join(dir, 'dist', 'index.js')) as Record<string, React.FC<Record<string, unknown>>>;

  // The command crosses to 1.9.11 from 1.9.10 and from 1.9.4, both of which took numbers.
  test.each(['1.9.4', '1.9.10'])('each thumb starts where %s started it, with the same bounds', (release) => {
    const before = load(path.join(ROOT, 'node_modules', `faststore-ui-${release}`));
    const after = load(UI_1_9_11);
    const {renderToStaticMarkup} = serverRenderer();
    for (const [min, max] of [
      [0, 500],
      [10, 333],
      [-20, 7],
    ]) {
      for (const component of ['Slider', 'PriceRange']) {
        const extra = component === 'PriceRange' ? {formatter: String} : {};
        const old = renderToStaticMarkup(React.createElement(before[component], {min, max, ...extra}));
        const rewritten = renderToStaticMarkup(
          React.createElement(after[component], {
            min: {absolute: min, selected: min},
            max: {absolute: max, selected: max},
            ...extra,
          }),
        );
        const [oldLeft, oldRight] = thumbs(old);
        const [left, right] = thumbs(rewritten);
        expect([oldLeft, oldRight]).toEqual([min, max]);
        // 1.9.11 computes a thumb's value through a percentage, so it can be off in the last bits.
        expect(left).toBeCloseTo(oldLeft, 9);
        expect(right).toBeCloseTo(oldRight, 9);
        expect(rewritten).toContain(`min="${min}" max="${max}"`);
      }
    }
  });
});
