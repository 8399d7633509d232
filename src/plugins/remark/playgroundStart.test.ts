import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {EXAMPLES} from '../../components/playground/Playground/examples';
import remarkPlaygroundStart from './playgroundStart';

const options = {additionalLanguages: [], light: themes.github, dark: themes.dracula};

interface Node {
  type: string;
  name?: string;
  attributes?: {type: string; name: string; value: unknown}[];
  children?: Node[];
}

describe('the playground painted at build time', () => {
  it("gives <Playground /> its first example's highlighted lines and rendered preview", () => {
    const playground: Node = {type: 'mdxJsxFlowElement', name: 'Playground', attributes: []};
    const other: Node = {type: 'mdxJsxFlowElement', name: 'Tabs', attributes: []};
    remarkPlaygroundStart(options)({type: 'root', children: [other, playground]}, {path: 'playground.mdx'});
    const attributes = Object.fromEntries(playground.attributes!.map((a) => [a.name, a.value]));
    const lines = JSON.parse(attributes.startHighlighted as string) as string[];
    expect(lines).toHaveLength(EXAMPLES[0].code.replace(/\n$/, '').split('\n').length);
    expect(lines.join('\n').replace(/<[^>]+>/g, '')).toContain('ProductCard');
    expect(attributes.startPreviewHtml).toMatch(/data-store-product-card/);
    expect(other.attributes).toEqual([]);
  });
});
