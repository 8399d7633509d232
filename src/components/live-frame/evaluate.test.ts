import {describe, expect, it} from 'vitest';
import {test, fc} from '@fast-check/vitest';
import React, {isValidElement} from 'react';
import {evaluate, readerLine} from './evaluate';

function Button({children}: {children?: React.ReactNode}) {
  return React.createElement('button', null, children);
}
const scope = {Button};

/** What the example shows, rendered to its props' text, or its error. */
function outcome(code: string, noInline = false): {shows: 'component' | 'element'} | {error: string} {
  const result = evaluate(code, scope, noInline);
  if ('error' in result) return {error: result.error};
  return {shows: isValidElement(result.shown) ? 'element' : 'component'};
}

describe('the shapes a reader writes an example in', () => {
  it('one JSX expression, or a component', () => {
    expect(outcome('<Button>Add</Button>')).toEqual({shows: 'element'});
    expect(outcome('function Example() {\n  return <Button>Add</Button>;\n}')).toEqual({shows: 'component'});
    expect(outcome('() => <Button>Add</Button>')).toEqual({shows: 'component'});
  });

  it('declarations, then the JSX to show, with a semicolon and comments after it', () => {
    expect(outcome("const label = 'Add';\nconst count: number = 2;\n\n<Button>{label} {count}</Button>")).toEqual({
      shows: 'element',
    });
    expect(outcome("const label = 'Add';\n<div>\n  <Button>{label}</Button>\n</div>;\n// the end\n")).toEqual({
      shows: 'element',
    });
    expect(outcome('const a = 1;\nfunction Example() {\n  return <Button>{a}</Button>;\n}')).toEqual({
      shows: 'component',
    });
  });

  it('a module with a default export', () => {
    expect(outcome('export default function Example() {\n  return <Button>Add</Button>;\n}')).toEqual({
      shows: 'component',
    });
    expect(outcome('const Add = () => <Button>Add</Button>;\nexport default Add;')).toEqual({shows: 'component'});
    expect(outcome('export default <Button>Add</Button>;')).toEqual({shows: 'element'});
  });

  it('noInline code that calls render', () => {
    expect(outcome('const label = "Add";\nrender(<Button>{label}</Button>);', true)).toEqual({shows: 'element'});
    expect(outcome('<Button>Add</Button>', true)).toEqual({error: expect.stringContaining('render(') as string});
  });

  it('says what is missing when the code shows nothing', () => {
    for (const code of ["const label = 'Add';", 'export const x = 1;']) {
      expect(outcome(code)).toEqual({error: expect.stringMatching(/^This example shows nothing/) as string});
    }
  });
});

describe('errors name the reader’s line', () => {
  test.prop([fc.array(fc.constantFrom('', 'const a = 1;', '// a note', 'let b: string = "x";'), {maxLength: 8})])(
    'a syntax error after any number of lines names its own line',
    (before) => {
      const code = [...before, 'const broken = ;', '<Button>{a}</Button>'].join('\n');
      expect(outcome(code)).toEqual({
        error: expect.stringMatching(new RegExp(`^SyntaxError on line ${before.length + 1}, column \\d+:`)) as string,
      });
    },
  );

  it('an unclosed element names where the code ended', () => {
    expect(outcome('<Button>Unclosed')).toEqual({error: expect.stringMatching(/^SyntaxError on line 1, /) as string});
  });

  it('an error thrown by the code names the line, where the stack says it', () => {
    const result = outcome(
      "const label = 'x';\n\nconst fail = () => { throw new TypeError('no'); };\nfail();\n<Button />",
    );
    expect(result).toEqual({error: expect.stringMatching(/^TypeError: no/) as string});
    // Node's V8 names the line as a browser's does.
    expect(result).toEqual({error: expect.stringContaining('(line 3 of the example)') as string});
  });

  it('reads the line of the example from a stack of code made by new Function, and nothing from other stacks', () => {
    const error = new Error('x');
    error.stack = 'Error: x\n    at Example (eval at run (http://s/frame.js:1:200), <anonymous>:7:3)';
    expect(readerLine(error)).toBe(5);
    error.stack = 'Error: x\n    at f (http://s/frame.js:1:200)';
    expect(readerLine(error)).toBeUndefined();
    expect(readerLine('thrown text')).toBeUndefined();
  });
});
