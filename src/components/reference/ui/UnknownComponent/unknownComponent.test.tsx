/** A props table or styling hooks for a name @faststore/ui does not export. */
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';

vi.mock('@generated/faststore-ui-reference/default/ui-reference.json', () => ({
  default: {package: '@faststore/ui', version: '1.9.11', components: {Button: {name: 'Button'}}},
}));
vi.mock('@site/src/components/reference/ui/data', () => import('../data'));

const {componentInfo} = await import('../data');
const {default: UnknownComponent} = await import('.');

afterEach(() => vi.unstubAllEnvs());

describe('an unknown component name', () => {
  it('fails the production build, naming the table, the name and the known ones', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(componentInfo('Button', 'PropsTable')).toEqual({name: 'Button'});
    expect(() => componentInfo('Buton', 'PropsTable')).toThrow(
      '<PropsTable of="Buton">: @faststore/ui@1.9.11 exports no component named "Buton". Known: Button',
    );
  });

  // While a writer types a name, the page must stay up and say what is wrong where the table goes.
  it('under npm start, is shown in the page instead of taking it down', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(componentInfo('Buton', 'StylingHooks')).toBeNull();
    const html = renderToString(<UnknownComponent of="Buton" usedBy="StylingHooks" />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('exports no component named &quot;Buton&quot;');
  });
});
