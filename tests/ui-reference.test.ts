import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {extractUiReference, forwardingVerdicts, packageDir} from '@faststore-docs/reference/ui/extract';
import {checkDrift, documentedInMdx, undocumentedExports} from '../src/plugins/ui-reference/documented';
import {mergeUi} from '@faststore-docs/reference/merge';
import {uiReleases} from '@faststore-docs/reference/releases';
import uiReferencePlugin, {documentedComponents} from '../src/plugins/ui-reference';
import {componentPages} from '@faststore-docs/shared/reference/catalogue';
import type {LoadContext} from '@docusaurus/types';
import {coveredVersions} from '@faststore-docs/reference/covered';
import {liveScope, renderLivePreview} from '../src/plugins/live-preview/render';
import {examplesFor, uiExamples} from './uiExamples';

const siteDir = path.resolve(__dirname, '..');
const nodeRequire = createRequire(__filename);
/** The installed release, which the site's pages document. */
const reference = extractUiReference(packageDir(siteDir));
/**
 * Declarations and sources shaped like @faststore/ui's: Button (which extends the button's DOM
 * attributes), Price, Accordion with its AccordionItem, the hook useSlider, and formatPrice, a
 * function that is neither component nor hook.
 */
const declared = extractUiReference(path.join(siteDir, 'tests/fixtures/ui-reference'));
/**
 * A package of three components, compiled and declared like @faststore/ui: Base forwards each of its
 * props; Derived takes Base's props, gives `testId` its own default and passes on only `tone`; GroupItem
 * hands its `value` to its Group's `onSelect` through a context.
 */
const FIXTURE = path.join(siteDir, 'tests/fixtures/ui-forwarding');

describe('ui-reference extraction', () => {
  it('lists the props the package declares, and names the types it inherits the others from', () => {
    expect(declared.components.Button.props.map((p) => p.name)).toEqual(['testId']);
    expect(declared.components.Button.extends).toEqual(['ButtonHTMLAttributes<T>']);
  });

  it('reads types, required flags, source defaults and JSDoc descriptions, required props first', () => {
    expect(declared.components.Price.props).toEqual([
      {name: 'value', type: 'number', required: true, description: 'The raw price value.'},
      {
        name: 'variant',
        type: "'selling' | 'list'",
        required: false,
        defaultValue: "'selling'",
        description: 'Which price it is.',
      },
    ]);
  });

  it('extracts sub-components and the data attributes their source renders, with their values', () => {
    expect(declared.components.AccordionItem.props.map((p) => p.name)).toEqual(['prefixId']);
    // data-testid is the testing hook of every component, not a styling one.
    expect(declared.components.Button.dataAttributes).toEqual([{name: 'data-store-button'}]);
    expect(declared.components.Price.dataAttributes).toEqual([
      {name: 'data-store-price'},
      {name: 'data-variant', value: '{variant}'},
    ]);
    // Keys of a props object spread onto an element count as rendered.
    expect(declared.components.AccordionItem.dataAttributes).toContainEqual({name: 'data-expanded', value: "'false'"});
  });

  it('reads hooks: their arguments as props, and the members they return', () => {
    const slider = declared.components.useSlider;
    expect(slider.kind).toBe('hook');
    expect(slider.props.map((p) => [p.name, p.required])).toEqual([
      ['totalItems', true],
      ['itemsPerPage', false],
    ]);
    expect(slider.returns).toEqual([
      {name: 'handlers', type: '{ onSwipedLeft: () => void; }', required: true, description: ''},
      {name: 'slide', type: '(page: number) => void', required: true, description: 'Moves to a page.'},
      {name: 'sliderState', type: 'SliderState', required: true, description: ''},
    ]);
  });

  it('leaves out exports that are neither components nor hooks', () => {
    expect(Object.keys(declared.components).sort()).toEqual([
      'Accordion',
      'AccordionItem',
      'Button',
      'Price',
      'useSlider',
    ]);
  });

  it('knows every component that has a page', () => {
    const pages = componentPages(siteDir);
    expect(pages.length).toBeGreaterThan(0);
    for (const {name} of pages) expect(reference.components).toHaveProperty(name);
    expect(() => checkDrift(reference, documentedComponents(siteDir))).not.toThrow();
  });
});

describe('drift check', () => {
  it('throws naming the component and where it is documented', () => {
    expect(() => checkDrift(declared, [{name: 'FancyWidget', where: 'docs/reference/ui/atoms/Fancy.mdx'}])).toThrow(
      /"FancyWidget" \(documented in docs\/reference\/ui\/atoms\/Fancy\.mdx\)/,
    );
  });

  it('finds PropsTable and StylingHooks usages in MDX', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-ref-'));
    fs.writeFileSync(path.join(dir, 'x.mdx'), '<PropsTable of="Button" />\n<StylingHooks of="NotAThing" />\n');
    const found = documentedInMdx(dir, dir);
    expect(found.map((d) => d.name)).toEqual(['Button', 'NotAThing']);
    expect(() => checkDrift(declared, found)).toThrow(
      /"NotAThing" \(documented in x\.mdx \(<StylingHooks of="NotAThing">\)\)/,
    );
  });

  it('makes the plugin’s loadContent fail for a page that documents an unknown component', async () => {
    const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-ref-site-'));
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(fake, 'node_modules'));
    // The covered releases and the starters' versions come from the site's package.json and manifests.
    fs.copyFileSync(path.join(siteDir, 'package.json'), path.join(fake, 'package.json'));
    fs.cpSync(path.join(siteDir, 'src/data/starterManifests'), path.join(fake, 'src/data/starterManifests'), {
      recursive: true,
    });
    fs.mkdirSync(path.join(fake, 'docs/reference/ui'), {recursive: true});
    fs.writeFileSync(path.join(fake, 'docs/reference/ui/page.mdx'), '<PropsTable of="Buton" />\n');
    const plugin = uiReferencePlugin({siteDir: fake} as LoadContext);
    await expect(plugin.loadContent!()).rejects.toThrow(/"Buton"/);
  });
});

describe('every export has a documented home', () => {
  it('holds for the site: each export has its props, styling hooks and a live example on some page', () => {
    expect(undocumentedExports(reference, path.join(siteDir, 'docs/reference/ui'), siteDir)).toEqual([]);
  });

  it('names each export without a page, and what a page lacks; a hook needs no styling hooks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-homes-'));
    const page = (...lines: string[]) => lines.join('\n');
    fs.writeFileSync(
      path.join(dir, 'Button.mdx'),
      page('```tsx live', '<Button>Buy</Button>', '```', '<PropsTable of="Button" />', '<StylingHooks of="Button" />'),
    );
    fs.writeFileSync(path.join(dir, 'Price.mdx'), '<PropsTable of="Price" />\n');
    fs.writeFileSync(
      path.join(dir, 'useSlider.mdx'),
      page('```tsx live', 'useSlider({totalItems: 3})', '```', '<PropsTable of="useSlider" />'),
    );
    expect(undocumentedExports(declared, dir, dir).sort()).toEqual([
      '"Accordion": no page under . has <PropsTable of="Accordion" />',
      '"AccordionItem": no page under . has <PropsTable of="AccordionItem" />',
      '"Price" in Price.mdx: add <StylingHooks of="Price" /> beside its props',
      '"Price" in Price.mdx: add a ```tsx live example that uses Price',
    ]);
  });
});

const OLD_JSX_TRANSFORM = 'using an outdated JSX transform';

describe('every covered release renders with the site’s React', () => {
  const examples = uiExamples();

  // What React removed or warns about (defaultProps, string refs, findDOMNode, legacy context, a
  // component reading `document` while rendering on the server) shows up here as an example that
  // throws or as a console message; e2e/ui-reference.spec.ts renders the same in the browser.
  it.each(coveredVersions(siteDir).ui.map((r) => [r.version, r.dir] as const))(
    '%s: every documented component renders on the server, without a console error or warning',
    (version, dir) => {
      const messages: string[] = [];
      const collect = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
      const spies = [
        vi.spyOn(console, 'error').mockImplementation(collect),
        vi.spyOn(console, 'warn').mockImplementation(collect),
      ];
      const rendered = new Set<string>();
      try {
        for (const example of examplesFor(examples, version)) {
          const result = renderLivePreview(example.code, {uiDir: dir, markup: 'hydratable'});
          expect(result, example.where).toHaveProperty('html');
          for (const name of example.components) rendered.add(name);
        }
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
      // React's one note about the classic JSX transform is about how react-live compiles the
      // example (the page's own code), not about the components.
      expect(messages.filter((m) => !m.includes(OLD_JSX_TRANSFORM))).toEqual([]);
      const documented = componentPages(siteDir)
        .map((p) => p.name)
        .filter((name) => name in liveScope(dir));
      expect(
        documented.filter((name) => !rendered.has(name)),
        'components no example renders',
      ).toEqual([]);
    },
  );
});

describe('defaults', () => {
  const fixture = extractUiReference(FIXTURE);
  const prop = (component: string, name: string) => fixture.components[component].props.find((p) => p.name === name)!;

  it('come from the component’s own source, not from the props type it extends', () => {
    expect(prop('Base', 'testId').defaultValue).toBe("'store-base'");
    expect(prop('Derived', 'testId').defaultValue).toBe("'store-derived'");
    // Base's declaration documents `@default 'soft'`; Derived's source gives `tone` no default.
    expect(prop('Base', 'tone').defaultValue).toBe("'soft'");
    expect(prop('Derived', 'tone')).not.toHaveProperty('defaultValue');
  });

  it('every default shown for a covered release is written in that release’s source of the component', () => {
    const dirs = new Map(coveredVersions(siteDir).ui.map((r) => [r.version, r.dir]));
    for (const release of uiReleases(siteDir)) {
      for (const info of Object.values(release.data.components)) {
        if (!info.source) continue;
        const source = fs.readFileSync(path.join(dirs.get(release.version)!, info.source), 'utf8').replace(/\s+/g, ' ');
        for (const p of info.props.filter((q) => q.defaultValue !== undefined)) {
          expect(source, `${info.name}.${p.name} in ${release.version}`).toContain(p.defaultValue);
        }
      }
    }
  });
});

describe('the forwarding probe', () => {
  const verdicts = Object.fromEntries(forwardingVerdicts(FIXTURE)!.map((c) => [c.name, c.props]));

  it('finds each way a prop reaches the page: attribute, text, handler, effect, element, context, a parent’s callback', () => {
    expect(verdicts.Base).toEqual({
      label: 'forwarded',
      testId: 'forwarded',
      tone: 'forwarded',
      onPick: 'forwarded',
      onShow: 'forwarded',
      icon: 'forwarded',
    });
    expect(verdicts.Group.onSelect).toBe('forwarded');
    expect(verdicts.GroupItem.value).toBe('forwarded');
  });

  it('reports each prop a component accepts and drops, and no other', () => {
    expect(verdicts.Derived).toEqual({
      label: 'not forwarded',
      onPick: 'not forwarded',
      onShow: 'not forwarded',
      icon: 'not forwarded',
      testId: 'forwarded',
      title: 'forwarded',
      tone: 'forwarded',
    });
  });

  it('marks the table data with the releases where a prop reaches nothing, one row per prop', () => {
    const older = extractUiReference(FIXTURE);
    const newer = structuredClone({...older, version: '0.2.0'});
    // As if the newer release forwarded `label` again.
    delete newer.components.Derived.props.find((p) => p.name === 'label')!.notForwardedIn;
    for (const p of newer.components.Derived.props) if (p.notForwardedIn) p.notForwardedIn = ['0.2.0'];
    const merged = mergeUi(
      [
        {version: older.version, data: older},
        {version: '0.2.0', data: newer},
      ],
      '0.2.0',
    );
    const marks = Object.fromEntries(merged.components.Derived.props.map((p) => [p.name, p.notForwardedIn]));
    expect(merged.components.Derived.props).toHaveLength(older.components.Derived.props.length);
    expect(marks).toMatchObject({label: [older.version], onPick: [older.version, '0.2.0'], testId: undefined});
    expect(merged.components.Base.props.filter((p) => p.notForwardedIn)).toEqual([]);
  });

  it.each(coveredVersions(siteDir).ui.map((r) => [r.version, r.dir] as const))(
    '%s: finds a testId rendered as data-testid forwarded, and the same in a production build as in development',
    (version, dir) => {
      const release = uiReleases(siteDir).find((r) => r.version === version)!.data;
      const probed = (mode: string) => {
        // The release's files are loaded again, as a build in that mode would load them.
        const real = fs.realpathSync(dir) + path.sep;
        for (const file of Object.keys(nodeRequire.cache)) if (file.startsWith(real)) delete nodeRequire.cache[file];
        vi.stubEnv('NODE_ENV', mode);
        try {
          return forwardingVerdicts(dir)!;
        } finally {
          vi.unstubAllEnvs();
        }
      };
      const found = probed('development');
      // A release whose code depends on NODE_ENV would mark a prop in the tests and not in the build.
      expect(probed('production')).toEqual(found);
      const rendered = found.filter(
        (c) =>
          c.props.testId !== undefined &&
          fs.readFileSync(path.join(dir, release.components[c.name].source), 'utf8').includes('data-testid={testId}'),
      );
      expect(rendered.length).toBeGreaterThan(0);
      for (const c of rendered) expect(c.props.testId, c.name).toBe('forwarded');
    },
  );
});
