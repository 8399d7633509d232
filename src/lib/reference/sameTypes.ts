/**
 * Members whose declaration text differs between consecutive releases are put to the checker
 * (./typeCompat). When both types accept each other, the change is only in how the declaration is
 * written: the older release takes the newer text, so that neither the version marks nor
 * /reference/changes report a change that no reader's code can notice. The answers for real changes
 * say which way they break (./diff).
 */
import type {ComponentInfo, PropInfo, UiReference} from './client/ui';
import type {SdkExport, SdkMember, SdkReference} from './client/sdk';
import {compareMemberTypes, type Compat, type MemberPlace, type TypeQuestion} from './typeCompat';

/** Per entry as /reference/changes names it (`Slider.min`, `useCart().setCart`). */
export type PairCompat = Map<string, Compat>;

interface Differing {
  entry: string;
  places: {from: MemberPlace; to: MemberPlace}[];
}

function differing<M extends {name: string; type: string}>(
  a: readonly M[],
  b: readonly M[],
  entry: (name: string) => string,
  place: (m: M, list: readonly M[]) => MemberPlace[],
): Differing[] {
  const after = new Map(b.map((m) => [m.name, m]));
  return a.flatMap((old) => {
    const now = after.get(old.name);
    if (!now || now.type === old.type) return [];
    const from = place(old, a);
    const to = place(now, b);
    return [{entry: entry(old.name), places: from.map((f, i) => ({from: f, to: to[i]}))}];
  });
}

function uiDiffering(a: UiReference, b: UiReference): Differing[] {
  return Object.entries(a.components).flatMap(([name, old]) => {
    const now = b.components[name];
    if (!now) return [];
    const kind = old.kind === 'hook' ? 'argument' : 'prop';
    return [
      ...differing(
        old.props,
        now.props,
        (m) => `${name}.${m}`,
        (p) => [{kind, owner: name, member: p.name}],
      ),
      ...differing(
        old.returns ?? [],
        now.returns ?? [],
        (m) => `${name}().${m}`,
        (p) => [{kind: 'returned', owner: name, member: p.name}],
      ),
    ];
  });
}

function sdkDiffering(a: SdkReference, b: SdkReference): Differing[] {
  return Object.entries(a.exports).flatMap(([name, old]) => {
    const now = b.exports[name];
    if (!now) return [];
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
      ...differing(old.parameters, now.parameters, (m) => `${name}.${m}`, param),
      ...differing(
        old.returns?.properties ?? [],
        now.returns?.properties ?? [],
        (m) => `${name}().${m}`,
        (m) => [{kind: 'returned', owner: name, member: m.name}],
      ),
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

function sameText<M extends {name: string; type: string}>(
  list: readonly M[],
  newer: readonly M[],
  entry: (name: string) => string,
  compat: PairCompat,
): M[] {
  const after = new Map(newer.map((m) => [m.name, m]));
  return list.map((m) => (equivalent(compat.get(entry(m.name))) ? {...m, type: after.get(m.name)!.type} : m));
}

export interface Checked<T> {
  releases: {version: string; data: T}[];
  /** By the older release of each consecutive pair. */
  compat: Map<string, PairCompat>;
}

/** `releases` oldest first, each with the directory it was read from. */
export function unifyUi(
  siteDir: string,
  releases: readonly {version: string; dir: string; data: UiReference}[],
): Checked<UiReference> {
  const out = releases.map((r) => ({version: r.version, data: r.data}));
  const compat = new Map<string, PairCompat>();
  // Newest pair first, so an older release takes a text its successor already took.
  for (let i = releases.length - 2; i >= 0; i--) {
    const a = out[i].data;
    const b = out[i + 1].data;
    const pair = ask(siteDir, releases[i].dir, releases[i + 1].dir, uiDiffering(a, b));
    compat.set(releases[i].version, pair);
    const components: Record<string, ComponentInfo> = {};
    for (const [name, c] of Object.entries(a.components)) {
      const now = b.components[name];
      components[name] = now
        ? {
            ...c,
            props: sameText<PropInfo>(c.props, now.props, (m) => `${name}.${m}`, pair),
            ...(c.returns
              ? {returns: sameText<PropInfo>(c.returns, now.returns ?? [], (m) => `${name}().${m}`, pair)}
              : {}),
          }
        : c;
    }
    out[i] = {version: releases[i].version, data: {...a, components}};
  }
  return {releases: out, compat};
}

export function unifySdk(
  siteDir: string,
  releases: readonly {version: string; dir: string; data: SdkReference}[],
): Checked<SdkReference> {
  const out = releases.map((r) => ({version: r.version, data: r.data}));
  const compat = new Map<string, PairCompat>();
  for (let i = releases.length - 2; i >= 0; i--) {
    const a = out[i].data;
    const b = out[i + 1].data;
    const pair = ask(siteDir, releases[i].dir, releases[i + 1].dir, sdkDiffering(a, b));
    compat.set(releases[i].version, pair);
    const exports: Record<string, SdkExport> = {};
    for (const [name, e] of Object.entries(a.exports)) {
      const now = b.exports[name];
      if (!now) {
        exports[name] = e;
        continue;
      }
      const parameters = sameText(e.parameters, now.parameters, (m) => `${name}.${m}`, pair);
      const properties = sameText(
        e.returns?.properties ?? [],
        now.returns?.properties ?? [],
        (m) => `${name}().${m}`,
        pair,
      );
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
      const sameAsNow = (old: string | undefined, now: string | undefined) =>
        old !== undefined && now !== undefined && rewrite(old) === oneLine(now);
      exports[name] = {
        ...e,
        parameters,
        returns: e.returns && {
          ...e.returns,
          properties,
          type: sameAsNow(e.returns.type, now.returns?.type) ? now.returns!.type : e.returns.type,
        },
        signature: sameAsNow(e.signature, now.signature) ? now.signature : e.signature,
      };
    }
    out[i] = {version: releases[i].version, data: {...a, exports}};
  }
  return {releases: out, compat};
}
