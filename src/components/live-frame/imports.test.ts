import {describe, expect} from 'vitest';
import {test, fc} from '@fast-check/vitest';
import {withoutImports} from './imports';

describe('imports in a live example', () => {
  test('imports of @faststore/ui and react are dropped, keeping every line in its place', () => {
    const code = [
      "import {Slider} from '@faststore/ui';",
      'import React, {useState} from "react"',
      'import {',
      '  Button,',
      '  PriceRange,',
      "} from '@faststore/ui';",
      '<Slider min={0} max={10} />',
    ].join('\n');
    const result = withoutImports(code);
    expect(result).toEqual({code: '\n\n\n\n\n\n<Slider min={0} max={10} />', aliases: []});
  });

  test('an import of another module is refused, naming it and what is in scope', () => {
    const result = withoutImports("import {motion} from 'framer-motion';\n<Button />");
    expect(result).toHaveProperty('error');
    expect((result as {error: string}).error).toMatch(/'framer-motion'.*@faststore\/ui and React/);
  });

  test('a name given its own name in the import is in scope under it; a stylesheet of the package is dropped', () => {
    const result = withoutImports(
      "import {Button as Btn, Slider} from '@faststore/ui';\nimport '@faststore/ui/dist/styles.css';\n<Btn />",
    );
    expect(result).toEqual({code: '\n\n<Btn />', aliases: [['Btn', 'Button']]});
  });

  test('a whole module as one object is refused, saying to import the names', () => {
    const result = withoutImports("import * as UI from '@faststore/ui';\n<UI.Button />");
    expect((result as {error: string}).error).toMatch(/as one object \(import the names you use instead\)/);
  });

  test.prop([fc.string().filter((s) => !/\bimport\b/.test(s))])('code without an import is left as it is', (code) => {
    expect(withoutImports(code)).toEqual({code, aliases: []});
  });

  test.prop([fc.array(fc.constantFrom('Button', 'Slider', 'Input', 'useState'), {minLength: 1}), fc.string()])(
    'a dropped import leaves the code after it unchanged, on the same line',
    (names, rest) => {
      fc.pre(!/\bimport\b/.test(rest));
      const code = `import {\n${names.join(',\n')}\n} from '@faststore/ui';\n${rest}`;
      const result = withoutImports(code) as {code: string};
      expect(result.code).toBe(`${'\n'.repeat(names.length + 1)}\n${rest}`);
    },
  );
});
