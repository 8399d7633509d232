/** The props table, as the server renders it into the page before any script runs. */
import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import type {UiReference} from '@faststore-docs/shared/reference/ui';

const reference: UiReference = {
  package: '@faststore/ui',
  version: '3.0.0',
  versions: ['1.0.0', '2.0.0', '3.0.0'],
  components: {
    Range: {
      name: 'Range',
      kind: 'component',
      propsType: 'RangeProps',
      extends: [],
      dataAttributes: [],
      source: 'src/Range.tsx',
      props: [
        {name: 'value', type: 'number', required: true, description: 'The value.'},
        {name: 'label', type: 'string', required: false, description: 'Labels it.', notForwardedIn: ['2.0.0', '3.0.0']},
        {name: 'onEnd', type: '() => void', required: false, description: 'Called.', in: ['3.0.0']},
      ],
    },
  },
};

vi.mock('@generated/faststore-ui-reference/default/ui-reference.json', () => ({default: reference}));
vi.mock('@generated/faststore-reference-versions/default/reference-versions.json', () => ({
  default: {
    versions: {ui: reference.versions, sdk: [], api: []},
    defaults: {ui: '3.0.0', sdk: '', api: ''},
    starters: [],
  },
}));
vi.mock('@docusaurus/Link', () => ({
  // A stand-in for Docusaurus' Link, which needs the router.
  default: ({to, children, ...props}: {to: string; children: ReactNode}) => (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));
vi.mock('@site/src/components/reference/ui/UnknownComponent', () => import('../UnknownComponent'));
vi.mock('@site/src/components/reference/ui/data', () => import('../data'));
vi.mock('@site/src/components/global/ScrollableTable', () => import('../../../global/ScrollableTable'));
vi.mock('@site/src/components/reference/versions/VersionMark', () => import('../../versions/VersionMark'));
// Behaviour notes have their own data and tests; this table holds none.
vi.mock('@site/src/components/reference/versions/BehaviourNotes', () => ({default: () => null}));
vi.mock('@site/src/components/reference/versions/data', () => import('../../versions/data'));
vi.mock('@faststore-docs/shared/reference/marks', () => import('@faststore-docs/shared/reference/marks'));
vi.mock('@faststore-docs/shared/reference/upgrade', () => import('@faststore-docs/shared/reference/upgrade'));

const {default: PropsTable} = await import('.');

/** The header cell of a prop's row, as text. */
function rowHeader(html: string, prop: string): string {
  const row = html.split('<tr').find((r) => r.includes(`<code>${prop}</code>`)) ?? '';
  return (/<th scope="row">([\s\S]*?)<\/th>/.exec(row)?.[1] ?? '').replace(/<[^>]+>/g, '');
}

describe('a prop that reaches nothing', () => {
  const html = renderToString(<PropsTable of="Range" />);

  it('says so in its row, in text, naming the releases where it is dropped', () => {
    expect(rowHeader(html, 'label')).toContain('Accepted but not forwarded in 2.0.0 and 3.0.0');
    expect(html).toContain('data-not-forwarded="2.0.0 3.0.0"');
  });

  it('leaves the other rows unmarked, and their release marks as they were', () => {
    expect(rowHeader(html, 'value')).toBe('value');
    expect(rowHeader(html, 'onEnd')).toContain('Added in 3.0.0');
    expect(rowHeader(html, 'onEnd')).not.toContain('not forwarded');
  });
});
