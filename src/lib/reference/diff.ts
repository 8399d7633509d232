/**
 * What changed between two releases of a package, entry by entry: the GraphQL schema through
 * `@graphql-inspector/core` (types, fields, arguments, enum values, with its breaking / dangerous /
 * safe verdict), and the UI components' props, returned members and styling hooks and the SDK
 * exports' signatures, parameters and returned members, compared from the extracted reference data.
 * Pure (no Docusaurus), so the plugin and the unit tests share it.
 */
import {CriticalityLevel, diff as diffSchemas} from '@graphql-inspector/core';
import type {GraphQLSchema} from 'graphql';
import type {PackageKey} from './client/marks';
import type {PropInfo, UiReference} from './client/ui';
import type {SdkMember, SdkReference} from './client/sdk';
import type {Change} from './client/changes';
import type {Compat} from './typeCompat';

/** What the checker said of members whose type text differs, by entry (./sameTypes). */
type CompatOf = (entry: string) => Compat | undefined;

type Draft = Omit<Change, 'package' | 'from' | 'to' | 'descriptionOnly'> & {descriptionOnly?: boolean};

const code = (text: string) => `\`${text}\``;

interface Member {
  name: string;
  type: string;
  required: boolean;
  defaultValue?: string;
}

/** Added, removed and retyped members of a list (props, parameters, returned members). */
function memberChanges(
  owner: string,
  a: readonly Member[],
  b: readonly Member[],
  what: {noun: string; addedBreaksWhenRequired: boolean; separator: string; returned?: boolean},
  compat: CompatOf = () => undefined,
): Draft[] {
  const drafts: Draft[] = [];
  const before = new Map(a.map((m) => [m.name, m]));
  const after = new Map(b.map((m) => [m.name, m]));
  const entry = (name: string) => `${owner}${what.separator}${name}`;
  for (const [name, old] of before) {
    const now = after.get(name);
    if (!now) {
      drafts.push({
        kind: 'removed',
        breaking: true,
        entry: entry(name),
        message: `${code(owner)} no longer has the ${what.noun} ${code(name)} (${code(old.type)}).`,
      });
      continue;
    }
    const fits = compat(entry(name));
    // A reader passes a prop or argument, and reads a returned member: a new type breaks their code
    // when the old one does not fit it, or when it does not fit the old one, respectively. Without
    // the checker's answer, any new type is taken as breaking.
    const breaks = !fits || !(what.returned ? fits.newFitsOld : fits.oldFitsNew);
    if (old.type !== now.type && !(fits?.oldFitsNew && fits.newFitsOld)) {
      drafts.push({
        kind: 'changed',
        breaking: breaks,
        entry: entry(name),
        message: `The ${what.noun} ${code(name)} of ${code(owner)} changed type from ${code(old.type)} to ${code(now.type)}.`,
      });
    }
    if (old.required !== now.required) {
      drafts.push({
        kind: 'changed',
        breaking: now.required,
        entry: entry(name),
        message: `The ${what.noun} ${code(name)} of ${code(owner)} became ${now.required ? 'required' : 'optional'}.`,
      });
    }
    if ((old.defaultValue ?? '') !== (now.defaultValue ?? '')) {
      drafts.push({
        kind: 'changed',
        breaking: false,
        entry: entry(name),
        message: `The default of the ${what.noun} ${code(name)} of ${code(owner)} changed from ${old.defaultValue ? code(old.defaultValue) : 'none'} to ${now.defaultValue ? code(now.defaultValue) : 'none'}.`,
      });
    }
  }
  for (const [name, now] of after) {
    if (before.has(name)) continue;
    drafts.push({
      kind: 'added',
      breaking: what.addedBreaksWhenRequired && now.required,
      entry: entry(name),
      message: `${code(owner)} gained the ${now.required && what.addedBreaksWhenRequired ? 'required ' : ''}${what.noun} ${code(name)} (${code(now.type)}).`,
    });
  }
  return drafts;
}

const propMember = (p: PropInfo): Member => ({
  name: p.name,
  type: p.type,
  required: p.required,
  ...(p.defaultValue !== undefined ? {defaultValue: p.defaultValue} : {}),
});
const sdkMember = (m: SdkMember): Member => ({name: m.name, type: m.type, required: !m.optional});

function finish(pkg: PackageKey, from: string, to: string, drafts: Draft[]): Change[] {
  return drafts.map((d) => ({package: pkg, from, to, descriptionOnly: false, ...d}));
}

export function diffUi(a: UiReference, b: UiReference, compat?: CompatOf): Change[] {
  const drafts: Draft[] = [];
  for (const [name, old] of Object.entries(a.components)) {
    const now = b.components[name];
    if (!now) {
      drafts.push({kind: 'removed', breaking: true, entry: name, message: `${code(name)} is no longer exported.`});
      continue;
    }
    const noun = old.kind === 'hook' ? 'argument field' : 'prop';
    drafts.push(
      ...memberChanges(
        name,
        old.props.map(propMember),
        now.props.map(propMember),
        {noun, addedBreaksWhenRequired: true, separator: '.'},
        compat,
      ),
    );
    if (old.returns || now.returns) {
      drafts.push(
        ...memberChanges(
          `${name}()`,
          (old.returns ?? []).map(propMember),
          (now.returns ?? []).map(propMember),
          {noun: 'returned member', addedBreaksWhenRequired: false, separator: '.', returned: true},
          compat,
        ),
      );
    }
    const before = old.dataAttributes.map((d) => d.name);
    const after = now.dataAttributes.map((d) => d.name);
    for (const hook of before.filter((h) => !after.includes(h))) {
      const message = `${code(name)} no longer renders the styling hook ${code(hook)}.`;
      drafts.push({kind: 'removed', breaking: true, entry: `${name} [${hook}]`, message});
    }
    for (const hook of after.filter((h) => !before.includes(h))) {
      const message = `${code(name)} renders the new styling hook ${code(hook)}.`;
      drafts.push({kind: 'added', breaking: false, entry: `${name} [${hook}]`, message});
    }
  }
  for (const name of Object.keys(b.components)) {
    if (!a.components[name]) {
      drafts.push({kind: 'added', breaking: false, entry: name, message: `${code(name)} is a new export.`});
    }
  }
  return finish('ui', a.version, b.version, drafts);
}

export function diffSdk(a: SdkReference, b: SdkReference, compat?: CompatOf): Change[] {
  const drafts: Draft[] = [];
  for (const [name, old] of Object.entries(a.exports)) {
    const now = b.exports[name];
    if (!now) {
      drafts.push({
        kind: 'removed',
        breaking: true,
        entry: name,
        message: `${code(name)} (${old.kind}) is no longer exported.`,
      });
      continue;
    }
    const members = [
      ...memberChanges(
        name,
        old.parameters.map(sdkMember),
        now.parameters.map(sdkMember),
        {noun: old.kind === 'component' ? 'prop' : 'parameter', addedBreaksWhenRequired: true, separator: '.'},
        compat,
      ),
      ...memberChanges(
        `${name}()`,
        (old.returns?.properties ?? []).map(sdkMember),
        (now.returns?.properties ?? []).map(sdkMember),
        {noun: 'returned member', addedBreaksWhenRequired: false, separator: '.', returned: true},
        compat,
      ),
    ];
    drafts.push(...members);
    if (members.length === 0 && old.signature !== now.signature) {
      drafts.push({
        kind: 'changed',
        breaking: false,
        entry: name,
        message: `The declaration of ${code(name)} changed; its parameters and returned members did not.`,
      });
    }
  }
  for (const [name, now] of Object.entries(b.exports)) {
    if (!a.exports[name]) {
      drafts.push({
        kind: 'added',
        breaking: false,
        entry: name,
        message: `${code(name)} (${now.kind}) is a new export.`,
      });
    }
  }
  return finish('sdk', a.version, b.version, drafts);
}

/** Inspector's change types end in _ADDED / _REMOVED; the rest change an existing entry. */
function kindOfType(type: string): Change['kind'] {
  if (type.endsWith('_ADDED') && !/DESCRIPTION|DEPRECATION|DEFAULT/.test(type)) return 'added';
  if (type.endsWith('_REMOVED') && !/DESCRIPTION|DEPRECATION|DEFAULT/.test(type)) return 'removed';
  return 'changed';
}

export async function diffApi(from: string, a: GraphQLSchema, to: string, b: GraphQLSchema): Promise<Change[]> {
  const changes = await diffSchemas(a, b);
  return changes.map((c) => ({
    package: 'api',
    from,
    to,
    kind: kindOfType(String(c.type)),
    breaking: c.criticality.level === CriticalityLevel.Breaking,
    descriptionOnly: String(c.type).includes('DESCRIPTION'),
    entry: c.path ?? '',
    message: c.message.replace(/'([^']+)'/g, '`$1`'),
  }));
}

/** Breaking first, then other changes, then description-only ones; by entry within each. */
export function sortChanges(changes: Change[]): Change[] {
  const rank = (c: Change) => (c.breaking ? 0 : c.descriptionOnly ? 2 : 1);
  return [...changes].sort((x, y) => rank(x) - rank(y) || x.entry.localeCompare(y.entry));
}
