/**
 * Members whose declaration text differs between consecutive releases are put to the checker
 * (./typeCompat). When both types accept each other, the change is only in how the declaration is
 * written: the older release takes the newer text, so that neither the version marks nor
 * /reference/changes report a change that no reader's code can notice. The answers for real changes
 * say which way they break (./diff).
 */
import type {ComponentInfo, PropInfo, UiReference} from '@faststore-docs/shared/reference/ui';
import type {SdkExport, SdkMember, SdkReference} from '@faststore-docs/shared/reference/sdk';
import {compareMemberTypes, type Compat, type MemberPlace, type TypeQuestion} from './typeCompat';

/** Per entry as /reference/changes names it (`Slider.min`, `useCart().setCart`). */
export type PairCompat = Map<string, Compat>;

interface Differing {
  entry: string;
  places: {from: MemberPlace; to: MemberPlace}[];
}

/** The members of `a` whose type text differs in `b`, each named `${prefix}${member}`, with where the checker finds it. */
function differing<M extends {name: string; type: string}>(
  a: readonly M[],
  b: readonly M[],
  prefix: string,
  place: (m: M, list: readonly M[]) => MemberPlace[],
): Differing[] {
  const after = new Map(b.map((m) => [m.name, m]));
  return a.flatMap((old) => {
    const now = after.get(old.name);
    if (!now || now.type === old.type) return [];
    const from = place(old, a);
    const to = place(now, b);
    return [{entry: `${prefix}${old.name}`, places: from.map((f, i) => ({from: f, to: to[i]}))}];
  });
}

/** Each entry of the older release that the newer one still has, with its newer self. */
const inBoth = <E>(a: Record<string, E>, b: Record<string, E>): [string, E, E][] =>
  Object.entries(a).flatMap(([name, old]) => (b[name] ? [[name, old, b[name]] as [string, E, E]] : []));

const returned =
  (owner: string) =>
  (m: {name: string}): MemberPlace[] => [{kind: 'returned', owner, member: m.name}];

function uiDiffering(a: UiReference, b: UiReference): Differing[] {
  return inBoth(a.components, b.components).flatMap(([name, old, now]) => {
    const kind = old.kind === 'hook' ? 'argument' : 'prop';
    return [
      ...differing(old.props, now.props, `${name}.`, (p) => [{kind, owner: name, member: p.name}]),
      ...differing(old.returns ?? [], now.returns ?? [], `${name}().`, returned(name)),
    ];
  });
}

function sdkDiffering(a: SdkReference, b: SdkReference): Differing[] {
  return inBoth(a.exports, b.exports).flatMap(([name, old, now]) => {
    // A function's row is either a field of its destructured first argument or a positional
    // parameter; the first place the checker can name wins.
    const param = (m: SdkMember, list: readonly SdkMember[]): MemberPlace[] =>
      old.kind === 'component'
        ? [{kind: 'prop', owner: name, member: m.name}]
        : [
            {kind: 'argument', owner: name, member: m.name},
            {kind: 'parameter', owner: name, index: list.indexOf(m)},
          ];
    return [
      ...differing(old.parameters, now.parameters, `${name}.`, param),
      ...differing(old.returns?.properties ?? [], now.returns?.properties ?? [], `${name}().`, returned(name)),
    ];
  });
}

function ask(siteDir: string, fromDir: string, toDir: string, found: readonly Differing[]): PairCompat {
  const questions: TypeQuestion[] = found.flatMap((d) =>
    d.places.map((p, i) => ({key: `${i}\u0000${d.entry}`, from: p.from, to: p.to})),
  );
  const answers = compareMemberTypes(siteDir, fromDir, toDir, questions);
  const compat: PairCompat = new Map();
  for (const d of found) {
    const answer = d.places.map((_, i) => answers.get(`${i}\u0000${d.entry}`)).find(Boolean);
    if (answer) compat.set(d.entry, answer);
  }
  return compat;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

const equivalent = (c: Compat | undefined) => !!c && c.oldFitsNew && c.newFitsOld;

/** `list` with the newer text of each member whose type the checker found equivalent in `newer`. */
function sameText<M extends {name: string; type: string}>(
  list: readonly M[],
  newer: readonly M[],
  prefix: string,
  compat: PairCompat,
): M[] {
  const after = new Map(newer.map((m) => [m.name, m]));
  return list.map((m) => (equivalent(compat.get(`${prefix}${m.name}`)) ? {...m, type: after.get(m.name)!.type} : m));
}

export interface Checked<T> {
  releases: {version: string; data: T}[];
  /** By the older release of each consecutive pair. */
  compat: Map<string, PairCompat>;
}

type Read<T> = readonly {version: string; dir: string; data: T}[];

/**
 * `releases` oldest first, each with the directory it was read from: each pair's differing members
 * put to the checker, and the older release given the newer text where `takeText` says so.
 */
function unify<T>(
  siteDir: string,
  releases: Read<T>,
  differingIn: (a: T, b: T) => Differing[],
  takeText: (a: T, b: T, pair: PairCompat) => T,
): Checked<T> {
  const out = releases.map((r) => ({version: r.version, data: r.data}));
  const compat = new Map<string, PairCompat>();
  // Newest pair first, so an older release takes a text its successor already took.
  for (let i = releases.length - 2; i >= 0; i--) {
    const [a, b] = [out[i].data, out[i + 1].data];
    const pair = ask(siteDir, releases[i].dir, releases[i + 1].dir, differingIn(a, b));
    compat.set(releases[i].version, pair);
    out[i] = {version: releases[i].version, data: takeText(a, b, pair)};
  }
  return {releases: out, compat};
}

/** Each entry of `a` that `b` still has, as `take` makes it from the two; the others as they are. */
function takeEach<E>(a: Record<string, E>, b: Record<string, E>, take: (name: string, old: E, now: E) => E) {
  return Object.fromEntries(Object.entries(a).map(([name, old]) => [name, b[name] ? take(name, old, b[name]) : old]));
}

export function unifyUi(siteDir: string, releases: Read<UiReference>): Checked<UiReference> {
  return unify(siteDir, releases, uiDiffering, (a, b, pair) => ({
    ...a,
    components: takeEach<ComponentInfo>(a.components, b.components, (name, c, now) => ({
      ...c,
      props: sameText<PropInfo>(c.props, now.props, `${name}.`, pair),
      ...(c.returns ? {returns: sameText<PropInfo>(c.returns, now.returns ?? [], `${name}().`, pair)} : {}),
    })),
  }));
}

export function unifySdk(siteDir: string, releases: Read<SdkReference>): Checked<SdkReference> {
  return unify(siteDir, releases, sdkDiffering, (a, b, pair) => ({
    ...a,
    exports: takeEach<SdkExport>(a.exports, b.exports, (name, e, now) => {
      const parameters = sameText(e.parameters, now.parameters, `${name}.`, pair);
      const properties = sameText(e.returns?.properties ?? [], now.returns?.properties ?? [], `${name}().`, pair);
      // The declaration shows the members' types too: it takes the newer text only when rewriting
      // those members is all that separates the two.
      const rewrite = (text: string) => {
        text = oneLine(text);
        [...e.parameters, ...(e.returns?.properties ?? [])].forEach((m, k) => {
          const unified = [...parameters, ...properties][k];
          if (unified.type !== m.type) text = text.split(oneLine(m.type)).join(oneLine(unified.type));
        });
        return text;
      };
      const sameAsNow = (old: string | undefined, newer: string | undefined) =>
        old !== undefined && newer !== undefined && rewrite(old) === oneLine(newer);
      return {
        ...e,
        parameters,
        returns: e.returns && {
          ...e.returns,
          properties,
          type: sameAsNow(e.returns.type, now.returns?.type) ? now.returns!.type : e.returns.type,
        },
        signature: sameAsNow(e.signature, now.signature) ? now.signature : e.signature,
      };
    }),
  }));
}
