/**
 * The ui-reference plugin under `npm start`, which loads it again on every save of a UI reference page:
 * a page that names an unknown component does not stop the server, while the production build still
 * fails on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {UiReference} from '@faststore-docs/shared/reference/ui';

const reference: UiReference = {
  package: '@faststore/ui',
  version: '1.9.11',
  components: {
    Button: {
      name: 'Button',
      kind: 'component',
      propsType: 'ButtonProps',
      extends: [],
      props: [],
      dataAttributes: [],
      source: '',
    },
  },
};
vi.mock('@faststore-docs/shared/reference/data', () => ({mergedUi: () => reference}));

const {default: uiReferencePlugin} = await import('.');

const BUTTON_PAGE = [
  '```tsx live',
  '<Button>Buy</Button>',
  '```',
  '<PropsTable of="Button" />',
  '<StylingHooks of="Button" />',
];

function site(): {siteDir: string; page: (text: string[]) => void} {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-ref-dev-'));
  const file = path.join(siteDir, 'docs/reference/ui/atoms/Button.mdx');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const page = (text: string[]) => fs.writeFileSync(file, `${text.join('\n')}\n`);
  page(BUTTON_PAGE);
  return {siteDir, page};
}

afterEach(() => vi.unstubAllEnvs());

describe('the UI reference under npm start', () => {
  it('keeps serving while a page names a component the package does not export, and says which', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const {siteDir, page} = site();
    page([...BUTTON_PAGE, '<PropsTable of="Buton" />']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(uiReferencePlugin({siteDir} as LoadContext).loadContent!()).resolves.toBe(reference);
    expect(warn.mock.calls.join(' ')).toMatch(/"Buton" \(documented in docs\/reference\/ui\/atoms\/Button\.mdx/);
    warn.mockRestore();
  });

  it('the production build still fails on it', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const {siteDir, page} = site();
    page([...BUTTON_PAGE, '<PropsTable of="Buton" />']);
    await expect(uiReferencePlugin({siteDir} as LoadContext).loadContent!()).rejects.toThrow(/"Buton"/);
  });
});
