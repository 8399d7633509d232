/**
 * On a component page, a sentence about keys or about when a callback is called must cite what a
 * browser measured on the releases it speaks for: one that cites nothing, cites a fact those releases
 * do not have, or says a value a release does not show fails the build, naming the page and the line.
 */
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type Plugin} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkInteractionFacts from './interactionFacts';

function check(page: string, body: string): void {
  const file = new VFile({path: `/docs/reference/ui/atoms/${page}.mdx`, value: body});
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkInteractionFacts as Plugin);
  void processor.runSync(processor.parse(file), file);
}

const THREE_PRESSES = 'scenario="0-500" step="ArrowRight 3" shows="left thumb aria-valuenow"';

describe('keys and callbacks on a component page', () => {
  it('fails on a sentence naming a key that cites no fact, with the page and the line', () => {
    expect(() => check('Slider', 'Intro.\n\nThe arrow keys move it by one step.\n')).toThrow(
      /Slider\.mdx[\s\S]*line 3: speaks of arrow keys/,
    );
    expect(() => check('Slider', 'Press <kbd>End</kbd> to reach the end.\n')).toThrow(/speaks of End/);
  });

  it('fails on a sentence saying when a callback is called without a fact', () => {
    expect(() => check('Slider', 'The keyboard never calls `onEnd`.\n')).toThrow(/when `onEnd` is called/);
  });

  it('fails on the old sentence where it speaks for 1.9.11, whose thumb the arrow keys do not move', () => {
    const sentence = (range: string) =>
      `<ForRelease package="ui" ${range}>The arrow keys move it by one step: three presses leave it at <Fact of="Slider" ${THREE_PRESSES} is="3" />.</ForRelease>\n`;
    expect(() => check('Slider', sentence('until="1.9.10"'))).not.toThrow();
    expect(() => check('Slider', sentence('since="1.9.11"'))).toThrow(
      /says "3", but @faststore\/ui 1\.9\.11 shows "0"/,
    );
    expect(() => check('Slider', sentence(''))).toThrow(/1\.9\.11 shows "0"/);
  });

  it('fails on a cited fact that the releases it speaks for do not have', () => {
    expect(() =>
      check('Slider', 'Press <kbd>Tab</kbd> (<Fact of="Slider" scenario="0-500" step="Tab" shows="focus" />).\n'),
    ).toThrow(/step="Tab"[\s\S]*1\.9\.4 has no such fact/);
    expect(() => check('Slider', '<Fact of="Carrousel" scenario="x" step="y" shows="z" />\n')).toThrow(
      /no interaction facts are recorded for Carrousel/,
    );
  });

  it('leaves pages of components without facts, and sentences about nothing measured, alone', () => {
    expect(() => check('Button', 'Press <kbd>Enter</kbd> or <kbd>Space</kbd>.\n')).not.toThrow();
    expect(() => check('Slider', 'Give it a visible label.\n')).not.toThrow();
  });
});
