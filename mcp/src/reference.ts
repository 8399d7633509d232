/**
 * The component and SDK tools: one export of one release, as the site's reference pages show it,
 * with the releases that have it and what changed between them.
 */
import type {Change, ComponentExample, PackageKey, Reference} from './data';
import type {PropInfo} from '@faststore-docs/shared/reference/ui';
import {ToolError} from './toolError';
import {suggest} from './suggest';
import {compareVersions} from './versions';

const holdsFor = (example: ComponentExample, version: string) =>
  (!example.since || compareVersions(version, example.since) >= 0) &&
  (!example.until || compareVersions(version, example.until) <= 0);

/**
 * The page's first example written for `version`: agents copy examples before they read props, so
 * one written for another release must not be handed out as this one's.
 */
function exampleFor(examples: readonly ComponentExample[], name: string, version: string) {
  const found = examples.find((e) => holdsFor(e, version));
  if (found) return {example: found.code, ...(found.live && {exampleIsLive: true})};
  if (examples.length === 0) return {};
  return {
    exampleNote: `The page of ${name} has no example written for @faststore/ui ${version}; its examples are for ${examples
      .map((e) =>
        e.since && e.until ? `${e.since} to ${e.until}` : e.since ? `${e.since} and later` : `${e.until} and earlier`,
      )
      .join(', ')}. Build one from the props above.`,
  };
}

/** The changes the reference lists for an entry and its members (`Slider`, `Slider.min`, `useSearch().setSort`). */
function changesOf(reference: Reference, pkg: PackageKey, name: string) {
  const own = (c: Change) =>
    c.package === pkg &&
    (c.entry === name ||
      c.entry.startsWith(`${name}.`) ||
      c.entry.startsWith(`${name}(`) ||
      c.entry.startsWith(`${name}[`));
  return reference.changes
    .filter(own)
    .map(({from, to, kind, breaking, entry, message}) => ({from, to, kind, breaking, entry, message}));
}

function unknown(pkg: 'ui' | 'sdk', name: string, version: string, names: string[], elsewhere: string[]): ToolError {
  if (elsewhere.length > 0) {
    return new ToolError(
      'not_in_release',
      `@faststore/${pkg}@${version} does not export ${name}; the covered releases that do: ${elsewhere.join(', ')}.`,
      elsewhere,
    );
  }
  const near = suggest(name, names);
  return new ToolError(
    pkg === 'ui' ? 'unknown_component' : 'unknown_export',
    `@faststore/${pkg}@${version} exports nothing named "${name}".${near.length ? ` Did you mean ${near.join(', ')}?` : ''}`,
    near,
  );
}

/** A record's own entry: a name such as `constructor` or `__proto__` is not an export. */
function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The exact export name for a name given in any case (`slider` → `Slider`). */
function exactName(names: string[], name: string): string {
  return names.find((n) => n === name) ?? names.find((n) => n.toLowerCase() === name.toLowerCase()) ?? name;
}

/**
 * One export of one release in the form both tools answer with: its name in the export's own case,
 * its data, and the fields every answer has (`head` first, `releases` and `changes` last), or an error
 * naming the releases that do have it.
 */
function lookup<T extends {kind: string}>(
  reference: Reference,
  pkg: 'ui' | 'sdk',
  entries: (version: string) => Record<string, T> | undefined,
  rawName: string,
  version: string,
) {
  const everyName = [...new Set(reference.versions[pkg].flatMap((v) => Object.keys(entries(v) ?? {})))];
  const name = exactName(everyName, rawName);
  const info = own(entries(version), name);
  const releases = reference.versions[pkg].filter((v) => Boolean(own(entries(v), name)));
  if (!info) throw unknown(pkg, name, version, everyName, releases);
  const head = {
    name,
    package: `@faststore/${pkg}`,
    version,
    kind: info.kind,
    import: `import {${name}} from '@faststore/${pkg}';`,
  };
  return {name, info, head, tail: {releases, changes: changesOf(reference, pkg, name)}};
}

/**
 * The props the component accepts but that reach nothing on the page in this release, as the site's
 * props table flags them ("Accepted but not forwarded"): code that passes one compiles and does nothing.
 */
function propsReachingNoElement(props: readonly PropInfo[], version: string): string[] {
  return props.filter((p) => p.notForwardedIn?.includes(version)).map((p) => p.name);
}

function notForwardedNote(props: readonly PropInfo[], version: string) {
  const names = propsReachingNoElement(props, version);
  if (names.length === 0) return {};
  return {
    notForwarded: `Accepted but not forwarded in ${version}: ${names.join(', ')} reach${names.length === 1 ? 'es' : ''} no element, so passing ${names.length === 1 ? 'it' : 'them'} changes nothing on the page. Do not rely on ${names.length === 1 ? 'it' : 'them'}.`,
  };
}

export function getComponent(reference: Reference, origin: string, rawName: string, version: string) {
  const {name, info, head, tail} = lookup(reference, 'ui', (v) => reference.ui[v]?.components, rawName.trim(), version);
  const page = own(reference.components, name);
  return {
    ...head,
    ...(page && {url: `${origin}${page.route}`}),
    propsType: info.propsType,
    ...(info.extends.length > 0 && {alsoAccepts: info.extends}),
    props: info.props.map(({name: prop, type, required, defaultValue, description, notForwardedIn}) => ({
      name: prop,
      type,
      required,
      ...(defaultValue !== undefined && {default: defaultValue}),
      ...(description && {description}),
      ...(notForwardedIn?.includes(version) && {reachesNoElement: true}),
    })),
    ...notForwardedNote(info.props, version),
    ...(info.returns && {returns: info.returns.map(({name: m, type, description}) => ({name: m, type, description}))}),
    stylingHooks: info.dataAttributes.map((a) => (a.value ? `${a.name}=${a.value}` : a.name)),
    source: `@faststore/ui/${info.source}`,
    ...exampleFor(page?.examples ?? [], name, version),
    ...tail,
  };
}

export function getSdkExport(reference: Reference, origin: string, rawName: string, version: string) {
  const entries = (v: string) => reference.sdk[v]?.exports;
  const {name, info, head, tail} = lookup(reference, 'sdk', entries, rawName.trim().replace(/\(\)$/, ''), version);
  const route = own(reference.sdkPages, name);
  return {
    ...head,
    ...(route && {url: `${origin}${route}`}),
    signature: info.signature,
    ...(info.jsDoc && {doc: info.jsDoc}),
    parameters: info.parameters.map(({name: p, type, optional, doc}) => ({name: p, type, optional, ...(doc && {doc})})),
    ...(info.returns && {
      returns: {
        type: info.returns.type,
        members: info.returns.properties.map(({name: m, type, optional, doc}) => ({
          name: m,
          type,
          optional,
          ...(doc && {doc}),
        })),
      },
    }),
    declaredIn: `@faststore/sdk/${info.file}`,
    ...tail,
  };
}
