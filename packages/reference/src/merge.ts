/**
 * Folds the reference data of several releases into one, entry by entry: an entry that reads the same
 * in every release the surrounding item exists in is kept once; one that differs is kept once per
 * variant, each with `in`, the releases it holds for. The pages render every variant and show the
 * reader's release (src/components/reference/versions), and the marks ("Added in 1.9.11") are worked
 * out from `in` alone (./marks). Pure and JSON-serialisable.
 */
import type {ComponentInfo, DataAttribute, PropInfo, UiReference} from '@faststore-docs/shared/reference/ui';
import type {SdkExport, SdkMember, SdkReference} from '@faststore-docs/shared/reference/sdk';
import type {ArgumentDoc, FieldDoc, ReferenceData, TypeDoc} from '@faststore-docs/shared/reference/api';

/** A variant of an entry; `in` is absent when it holds wherever its parent exists. */
export type Versioned<T> = T & {in?: string[]};

/**
 * Merges the lists an entry has in each release (`undefined` where the parent is absent), entries
 * known by their name (a prop, a field). `variant` says what makes two releases' entries differ
 * (its type, whether it is required). Entries keep the newest release's order; an entry found only in
 * older releases follows the entry before it there. The newest variant's other fields (its
 * description) are the ones kept.
 */
export function mergeVariants<T extends {name: string}>(
  versions: readonly string[],
  lists: readonly (readonly T[] | undefined)[],
  variant: (item: T) => string,
): Versioned<T>[] {
  const parentIn = versions.filter((_, i) => lists[i] !== undefined);
  const keys: string[] = [];
  const byKey = new Map<string, Map<string, {item: T; in: string[]}>>();
  for (let i = versions.length - 1; i >= 0; i--) {
    const list = lists[i];
    if (!list) continue;
    let previous: string | undefined;
    for (const item of list) {
      const k = item.name;
      if (!byKey.has(k)) {
        byKey.set(k, new Map());
        const at = previous === undefined ? 0 : keys.indexOf(previous) + 1;
        keys.splice(previous === undefined && keys.length > 0 ? keys.length : at, 0, k);
      }
      const variants = byKey.get(k)!;
      const v = variant(item);
      const seen = variants.get(v);
      if (seen) seen.in.unshift(versions[i]);
      else variants.set(v, {item, in: [versions[i]]});
      previous = k;
    }
  }
  return keys.flatMap((k) =>
    [...byKey.get(k)!.values()].map(({item, in: holds}) =>
      holds.length === parentIn.length ? {...item} : {...item, in: holds},
    ),
  );
}

/** `mergeVariants` of the list `pick` reads from each release's entry (none where the release has no entry). */
function across<E, M extends {name: string}>(
  versions: readonly string[],
  found: readonly (E | undefined)[],
  pick: (entry: E) => readonly M[] | undefined,
  variant: (item: M) => string,
): Versioned<M>[] {
  const lists = found.map((e) => (e === undefined ? undefined : pick(e)));
  return mergeVariants(versions, lists, variant);
}

/** The releases an item (a component, an export, a type) exists in, or undefined when in all of them. */
function presence(versions: readonly string[], found: readonly unknown[]): string[] | undefined {
  const holds = versions.filter((_, i) => found[i] !== undefined);
  return holds.length === versions.length ? undefined : holds;
}

/** The newest of the releases' values that exists. */
function newest<T>(values: readonly (T | undefined)[]): T {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== undefined) return values[i]!;
  throw new Error('reference-versions: no release has this entry');
}

/** For lists whose entries never differ but by their name. */
const oneVariant = () => '';

/** Every name any release has, in the newest release's order, older names after their neighbours. */
function namesAcross(versions: readonly string[], records: readonly Record<string, unknown>[]): string[] {
  const lists = records.map((record) => Object.keys(record).map((name) => ({name})));
  return mergeVariants(versions, lists, oneVariant).map((c) => c.name);
}

const propVariant = (p: PropInfo) => `${p.type}|${p.required}|${p.defaultValue ?? ''}`;
const returnedVariant = (p: PropInfo) => p.type;
const attributeVariant = (d: DataAttribute) => d.value ?? '';

/**
 * Each prop variant's `notForwardedIn`: the releases it holds for in which that release's probe found
 * the prop reaching nothing. Not part of what makes two releases' props differ: a prop that works in
 * one release and not in another is one row, marked with the releases where it does nothing.
 */
function notForwarded(
  versions: readonly string[],
  found: readonly (ComponentInfo | undefined)[],
  props: Versioned<PropInfo>[],
): Versioned<PropInfo>[] {
  return props.map(({notForwardedIn: _newest, ...prop}) => {
    const holds = prop.in ?? versions.filter((_, i) => found[i]);
    const dropped = holds.filter((v) =>
      found[versions.indexOf(v)]?.props.find((p) => p.name === prop.name)?.notForwardedIn?.includes(v),
    );
    return dropped.length > 0 ? {...prop, notForwardedIn: dropped} : prop;
  });
}

/**
 * Every entry any release has (a component, an export), each made by `merge` from what each release
 * has under its name (undefined where it has none), with `in` where some release lacks it.
 */
function mergeEntries<E extends {in?: string[]}>(
  versions: readonly string[],
  records: readonly Record<string, E>[],
  merge: (found: (E | undefined)[], name: string) => E,
): Record<string, E> {
  const entries: Record<string, E> = {};
  for (const name of namesAcross(versions, records)) {
    const found = records.map((r) => r[name]);
    const {in: _all, ...merged} = merge(found, name);
    const holds = presence(versions, found);
    entries[name] = (holds ? {...merged, in: holds} : merged) as E;
  }
  return entries;
}

/** One UI reference holding every covered release; `shown` is the release pages show by default. */
export function mergeUi(releases: readonly {version: string; data: UiReference}[], shown: string): UiReference {
  const versions = releases.map((r) => r.version);
  const records = releases.map((r) => r.data.components);
  const components = mergeEntries(versions, records, (found) => {
    const base = newest(found);
    const props = across(versions, found, (c) => c.props, propVariant);
    return {
      ...base,
      props: notForwarded(versions, found, props),
      dataAttributes: across(versions, found, (c) => c.dataAttributes, attributeVariant),
      ...(base.returns && {returns: across(versions, found, (c) => c.returns ?? [], returnedVariant)}),
    };
  });
  const pkg = releases[releases.length - 1].data.package;
  return {package: pkg, version: shown, versions, components};
}

const memberVariant = (m: SdkMember) => `${m.type}|${m.optional}`;
const signatureVariant = (s: {name: string; signature: string}) => s.signature;

/** One SDK reference holding every covered release. */
export function mergeSdk(releases: readonly {version: string; data: SdkReference}[], shown: string): SdkReference {
  const versions = releases.map((r) => r.version);
  const records = releases.map((r) => r.data.exports);
  const exports = mergeEntries(versions, records, (found, name): SdkExport => {
    const base = newest(found);
    const signatures = across(versions, found, (e) => [{name, signature: e.signature}], signatureVariant);
    const properties = across(versions, found, (e) => e.returns?.properties ?? [], memberVariant);
    return {
      ...base,
      parameters: across(versions, found, (e) => e.parameters, memberVariant),
      returns: base.returns && {...base.returns, properties},
      ...(signatures.length > 1 && {signatures: signatures.map((s) => ({signature: s.signature, in: s.in ?? []}))}),
    };
  });
  return {version: shown, versions, exports};
}

const argVariant = (a: ArgumentDoc) => `${a.type.display}|${a.defaultValue ?? ''}`;
const kindVariant = (t: TypeDoc) => t.graphqlKind;
const fieldVariant = (f: FieldDoc) => `${argVariant(f)}|${f.args.map((a) => `${a.name}:${argVariant(a)}`).join(',')}`;

function mergeOperations(releases: readonly {version: string; data: ReferenceData}[], key: 'queries' | 'mutations') {
  const versions = releases.map((r) => r.version);
  const lists = releases.map((r) => r.data[key]);
  const ops = mergeVariants(versions, lists, (o) => o.type.display);
  return ops.map((op) => {
    const found = lists.map((list) => list?.find((o) => o.name === op.name && o.type.display === op.type.display));
    return {...op, args: across(versions, found, (o) => o.args, argVariant)};
  });
}

/** One GraphQL reference holding every covered release of the schema. */
export function mergeApi(releases: readonly {version: string; data: ReferenceData}[]): ReferenceData {
  const versions = releases.map((r) => r.version);
  const records = releases.map((r) => r.data.types);
  const types: Record<string, TypeDoc> = {};
  for (const name of namesAcross(versions, records).sort((a, b) => a.localeCompare(b))) {
    const found = records.map((r) => r[name]);
    // A type that changed kind (an object that became a union) is one variant per kind.
    const kinds = across(versions, found, (t) => [t], kindVariant);
    const variants = kinds.map((kind): TypeDoc => {
      const same = found.map((t) => (t?.graphqlKind === kind.graphqlKind ? t : undefined));
      const holds = versions.filter((_, i) => same[i]);
      const merged: TypeDoc = {
        ...newest(same),
        fields: across(versions, same, (t) => t.fields, fieldVariant),
        values: across(versions, same, (t) => t.values, oneVariant),
      };
      if (holds.length < versions.length) merged.in = holds;
      return merged;
    });
    const [main, ...others] = variants;
    types[name] = others.length > 0 ? {...main, otherKinds: others} : main;
  }
  return {
    versions,
    queries: mergeOperations(releases, 'queries'),
    mutations: mergeOperations(releases, 'mutations'),
    types,
  };
}
