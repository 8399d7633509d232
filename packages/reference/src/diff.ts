/**
 * What changed between two releases of a package, entry by entry: the GraphQL schema through
 * `@graphql-inspector/core` (types, fields, arguments, enum values, with its breaking / dangerous /
 * safe verdict), and the UI components' props, returned members and styling hooks and the SDK
 * exports' signatures, parameters and returned members, compared from the extracted reference data.
 * Pure (no Docusaurus), so the plugin and the unit tests share it.
 */
import {CriticalityLevel, diff as diffSchemas} from '@graphql-inspector/core';
import type {GraphQLSchema} from 'graphql';
import type {PackageKey} from '@faststore-docs/shared/reference/marks';
import type {PropInfo, UiReference} from '@faststore-docs/shared/reference/ui';
import type {SdkExport, SdkMember, SdkReference} from '@faststore-docs/shared/reference/sdk';
import type {Change} from '@faststore-docs/shared/reference/changes';
import type {Compat} from './typeCompat';

/** What the checker said of members whose type text differs, by entry (./sameTypes). */
type CompatOf = (entry: string) => Compat | undefined;

type Draft = Omit<Change, 'package' | 'from' | 'to' | 'descriptionOnly'> & {descriptionOnly?: boolean};

const code = (text: string) => `\`${text}\``;
const draft = (kind: Draft['kind'], breaking: boolean, entry: string, message: string): Draft => ({
  kind,
  breaking,
  entry,
  message,
});

interface Member {
  name: string;
  type: string;
  required: boolean;
  defaultValue?: string;
}

/**
 * Added, removed and retyped members of a list: props, arguments and parameters (which a reader
 * passes), or with `noun` 'returned member', the members a reader reads.
 */
function memberChanges(owner: string, a: readonly Member[], b: readonly Member[], noun: string, compat: CompatOf) {
  const returned = noun === 'returned member';
  const drafts: Draft[] = [];
  const before = new Map(a.map((m) => [m.name, m]));
  const after = new Map(b.map((m) => [m.name, m]));
  for (const [name, old] of before) {
    const entry = `${owner}.${name}`;
    const now = after.get(name);
    if (!now) {
      drafts.push(
        draft('removed', true, entry, `${code(owner)} no longer has the ${noun} ${code(name)} (${code(old.type)}).`),
      );
      continue;
    }
    const changed = (breaking: boolean, message: string) => drafts.push(draft('changed', breaking, entry, message));
    const what = `${noun} ${code(name)} of ${code(owner)}`;
    const fits = compat(entry);
    // A reader passes a prop or argument, and reads a returned member: a new type breaks their code
    // when the old one does not fit it, or when it does not fit the old one, respectively. Without
    // the checker's answer, any new type is taken as breaking.
    if (old.type !== now.type && !(fits?.oldFitsNew && fits.newFitsOld)) {
      const breaks = !fits || !(returned ? fits.newFitsOld : fits.oldFitsNew);
      changed(breaks, `The ${what} changed type from ${code(old.type)} to ${code(now.type)}.`);
    }
    if (old.required !== now.required)
      changed(now.required, `The ${what} became ${now.required ? 'required' : 'optional'}.`);
    if ((old.defaultValue ?? '') !== (now.defaultValue ?? '')) {
      const shown = (value?: string) => (value ? code(value) : 'none');
      changed(
        false,
        `The default of the ${what} changed from ${shown(old.defaultValue)} to ${shown(now.defaultValue)}.`,
      );
    }
  }
  for (const [name, now] of after) {
    if (before.has(name)) continue;
    const breaking = !returned && now.required;
    const message = `${code(owner)} gained the ${breaking ? 'required ' : ''}${noun} ${code(name)} (${code(now.type)}).`;
    drafts.push(draft('added', breaking, `${owner}.${name}`, message));
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

/**
 * The changes between two releases' exports: each removed one, what `changed` finds in each one both
 * have, then each added one; `label` names an export in the messages.
 */
function exportChanges<E>(
  [pkg, from, to]: [PackageKey, string, string],
  a: Record<string, E>,
  b: Record<string, E>,
  label: (name: string, e: E) => string,
  changed: (name: string, old: E, now: E) => Draft[],
): Change[] {
  const drafts: Draft[] = [];
  for (const [name, old] of Object.entries(a)) {
    const now = b[name];
    if (now) drafts.push(...changed(name, old, now));
    else drafts.push(draft('removed', true, name, `${label(name, old)} is no longer exported.`));
  }
  for (const [name, now] of Object.entries(b)) {
    if (!a[name]) drafts.push(draft('added', false, name, `${label(name, now)} is a new export.`));
  }
  return drafts.map((d) => ({package: pkg, from, to, descriptionOnly: false, ...d}));
}

export function diffUi(a: UiReference, b: UiReference, compat: CompatOf = () => undefined): Change[] {
  return exportChanges(['ui', a.version, b.version], a.components, b.components, code, (name, old, now) => {
    const noun = old.kind === 'hook' ? 'argument field' : 'prop';
    const drafts = memberChanges(name, old.props.map(propMember), now.props.map(propMember), noun, compat);
    if (old.returns || now.returns) {
      const [before, after] = [old.returns ?? [], now.returns ?? []].map((list) => list.map(propMember));
      drafts.push(...memberChanges(`${name}()`, before, after, 'returned member', compat));
    }
    const before = old.dataAttributes.map((d) => d.name);
    const after = now.dataAttributes.map((d) => d.name);
    for (const hook of before.filter((h) => !after.includes(h))) {
      drafts.push(
        draft('removed', true, `${name} [${hook}]`, `${code(name)} no longer renders the styling hook ${code(hook)}.`),
      );
    }
    for (const hook of after.filter((h) => !before.includes(h))) {
      drafts.push(
        draft('added', false, `${name} [${hook}]`, `${code(name)} renders the new styling hook ${code(hook)}.`),
      );
    }
    return drafts;
  });
}

export function diffSdk(a: SdkReference, b: SdkReference, compat: CompatOf = () => undefined): Change[] {
  const label = (name: string, e: SdkExport) => `${code(name)} (${e.kind})`;
  return exportChanges(['sdk', a.version, b.version], a.exports, b.exports, label, (name, old, now) => {
    const noun = old.kind === 'component' ? 'prop' : 'parameter';
    const [before, after] = [old, now].map((e) => (e.returns?.properties ?? []).map(sdkMember));
    const members = [
      ...memberChanges(name, old.parameters.map(sdkMember), now.parameters.map(sdkMember), noun, compat),
      ...memberChanges(`${name}()`, before, after, 'returned member', compat),
    ];
    if (members.length > 0 || old.signature === now.signature) return members;
    return [
      draft(
        'changed',
        false,
        name,
        `The declaration of ${code(name)} changed; its parameters and returned members did not.`,
      ),
    ];
  });
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
