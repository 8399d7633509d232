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
    expect(result).toEqual({code: '\n\n\n\n\n\n<Slider min={0} max={10} />'});
  });

  test('an import of another module is refused, naming it and what is in scope', () => {
    const result = withoutImports("import {motion} from 'framer-motion';\n<Button />");
    expect(result).toHaveProperty('error');
    expect((result as {error: string}).error).toMatch(/'framer-motion'.*@faststore\/ui and React/);
  });

  test.prop([fc.string().filter((s) => !/\bimport\b/.test(s))])('code without an import is left as it is', (code) => {
    expect(withoutImports(code)).toEqual({code});
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
