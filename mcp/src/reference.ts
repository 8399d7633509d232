/**
 * The component and SDK tools: one export of one release, as the site's reference pages show it,
 * with the releases that have it and what changed between them.
 */
import type {Change, PackageKey, Reference} from './data';
import {ToolError} from './toolError';
import {suggest} from './suggest';

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

/** The releases of `pkg` whose data has `name`, oldest first. */
function releasesWith(reference: Reference, pkg: 'ui' | 'sdk', name: string): string[] {
  return reference.versions[pkg].filter((v) =>
    pkg === 'ui' ? Boolean(reference.ui[v]?.components[name]) : Boolean(reference.sdk[v]?.exports[name]),
  );
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

/** The exact export name for a name given in any case (`slider` → `Slider`). */
function exactName(names: string[], name: string): string {
  return names.find((n) => n === name) ?? names.find((n) => n.toLowerCase() === name.toLowerCase()) ?? name;
}

export function getComponent(reference: Reference, origin: string, rawName: string, version: string) {
  const data = reference.ui[version];
  const everyName = [...new Set(reference.versions.ui.flatMap((v) => Object.keys(reference.ui[v].components)))];
  const name = exactName(everyName, rawName.trim());
  const info = data.components[name];
  if (!info) throw unknown('ui', name, version, everyName, releasesWith(reference, 'ui', name));
  const page = reference.components[name];
  return {
    name,
    package: '@faststore/ui',
    version,
    kind: info.kind,
    import: `import {${name}} from '@faststore/ui';`,
    ...(page && {url: `${origin}${page.route}`}),
    propsType: info.propsType,
    ...(info.extends.length > 0 && {alsoAccepts: info.extends}),
    props: info.props.map(({name: prop, type, required, defaultValue, description}) => ({
      name: prop,
      type,
      required,
      ...(defaultValue !== undefined && {default: defaultValue}),
      ...(description && {description}),
    })),
    ...(info.returns && {returns: info.returns.map(({name: m, type, description}) => ({name: m, type, description}))}),
    stylingHooks: info.dataAttributes.map((a) => (a.value ? `${a.name}=${a.value}` : a.name)),
    source: `@faststore/ui/${info.source}`,
    ...(page?.example && {example: page.example}),
    releases: releasesWith(reference, 'ui', name),
    changes: changesOf(reference, 'ui', name),
  };
}

export function getSdkExport(reference: Reference, origin: string, rawName: string, version: string) {
  const data = reference.sdk[version];
  const everyName = [...new Set(reference.versions.sdk.flatMap((v) => Object.keys(reference.sdk[v].exports)))];
  const name = exactName(everyName, rawName.trim().replace(/\(\)$/, ''));
  const info = data.exports[name];
  if (!info) throw unknown('sdk', name, version, everyName, releasesWith(reference, 'sdk', name));
  const route = reference.sdkPages[name];
  return {
    name,
    package: '@faststore/sdk',
    version,
    kind: info.kind,
    import: `import {${name}} from '@faststore/sdk';`,
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
    releases: releasesWith(reference, 'sdk', name),
    changes: changesOf(reference, 'sdk', name),
  };
}
