/**
 * Remark plugin: on a component page, a sentence about keys or about when a callback is called must
 * cite what a browser measured (the reference's interaction facts, `<Fact>`), and every cited fact must
 * exist on each release the sentence speaks for, reading what its `is` says when it says something.
 * Prose about keyboards drifts from the package silently: "the arrow keys move it by one step" stayed
 * on the Slider page for a release where three presses leave the thumb where it was.
 *
 * A page's components are the one its file is named after and those it shows facts of
 * (`<InteractionFacts of="Dropdown" />`); a paragraph on such a page that names a key in `<kbd>` (or
 * "arrow keys"), or a handler prop of one of them together with when it is called, needs a `<Fact>`.
 * A `<Fact of scenario step shows is? since? until?>` speaks for the releases of the
 * `<ForRelease package="ui">` around it, else for every covered release, narrowed by its own range; the pass writes them on it (`releases`) with the value
 * measured on those (`shown`), which is what the page shows, and hands `<InteractionFacts>` its facts.
 */
import path from 'node:path';
import {visitParents} from 'unist-util-visit-parents';
import type {MdNode} from '@faststore-docs/shared/codeBlocks';
import {exampleReleases} from '@faststore-docs/shared/reference/exampleReleases';
import {interactionFacts, versionsOf} from '@faststore-docs/shared/reference/data';
import {factValue, type FactRef, type InteractionFacts} from '@faststore-docs/shared/reference/interactions';
import {releasesIn} from '@faststore-docs/shared/reference/proseSymbols';

/** The keys a shopper presses, as pages write them in `<kbd>`. */
const KEYS = new Set([
  'ArrowRight',
  'ArrowLeft',
  'ArrowUp',
  'ArrowDown',
  'Enter',
  'Escape',
  'Space',
  'Home',
  'End',
  'Tab',
]);
const ARROW_KEYS = /\barrow keys?\b/i;
/** Words that say when a callback is called. */
const WHEN_CALLED = /\b(call|calls|called|calling|fires?|fired)\b/i;

function attribute(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function setAttributes(node: MdNode, values: Record<string, string>): void {
  node.attributes = [
    ...(node.attributes ?? []).filter((a) => !(a.name && Object.hasOwn(values, a.name))),
    ...Object.entries(values).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
  ];
}

const isJsx = (node: MdNode, name: string) => node.type.startsWith('mdxJsx') && node.name === name;

/** The text of a paragraph as a reader reads it: text, code spans and the contents of elements. */
function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function find(node: MdNode, test: (n: MdNode) => boolean, found: MdNode[] = []): MdNode[] {
  if (test(node)) found.push(node);
  for (const child of node.children ?? []) find(child, test, found);
  return found;
}

const rangeOf = (node: MdNode) =>
  releasesIn('ui', exampleReleases(`since=${attribute(node, 'since') ?? ''} until=${attribute(node, 'until') ?? ''}`));

/**
 * The releases of `@faststore/ui` a fact speaks for: those of its innermost `<ForRelease package="ui">`,
 * else every covered one, narrowed by its own `since`/`until` (a clause about some releases inside a
 * sentence about all).
 */
function releasesOf(fact: MdNode, ancestors: readonly MdNode[]): string[] {
  const around = [...ancestors].reverse().find((a) => isJsx(a, 'ForRelease') && attribute(a, 'package') === 'ui');
  const own = new Set(rangeOf(fact));
  return (around ? rangeOf(around) : versionsOf('ui')).filter((v) => own.has(v));
}

/** The handler props (`on…`) the components' releases declare, read from the facts' own scripts' calls. */
function handlerProps(facts: readonly InteractionFacts[]): Set<string> {
  const names = new Set<string>();
  for (const f of facts)
    for (const r of Object.values(f.releases))
      if ('scenarios' in r)
        for (const s of r.scenarios)
          for (const st of s.steps) for (const [name] of st.calls) names.add(name.split(' ')[0]);
  return names;
}

export default function remarkInteractionFacts() {
  return (tree: MdNode, file: {path?: string; history?: string[]}) => {
    const page = file.path ?? file.history?.[0] ?? '(unknown file)';
    const all = interactionFacts();
    const problems: string[] = [];
    const line = (node: MdNode) => node.position?.start.line ?? '?';

    // Every cited fact exists, on every release its sentence speaks for, and reads what it says.
    visitParents(tree, (node: MdNode, ancestors: MdNode[]) => {
      if (!isJsx(node, 'Fact')) return;
      const ref: FactRef = {
        of: attribute(node, 'of') ?? '',
        scenario: attribute(node, 'scenario') ?? '',
        step: attribute(node, 'step') ?? '',
        shows: attribute(node, 'shows') ?? '',
      };
      const cited = `<Fact of="${ref.of}" scenario="${ref.scenario}" step="${ref.step}" shows="${ref.shows}">`;
      const facts = all[ref.of];
      const releases = releasesOf(node, ancestors);
      if (!facts) {
        problems.push(`  line ${line(node)}: ${cited}: no interaction facts are recorded for ${ref.of || '(no of)'}`);
        return;
      }
      if (releases.length === 0) problems.push(`  line ${line(node)}: ${cited}: speaks for no covered release`);
      const is = attribute(node, 'is');
      for (const v of releases) {
        const value = factValue(facts, ref, v);
        if (value === undefined) problems.push(`  line ${line(node)}: ${cited}: @faststore/ui ${v} has no such fact`);
        else if (is !== undefined && value !== is)
          problems.push(`  line ${line(node)}: ${cited} says "${is}", but @faststore/ui ${v} shows "${value}"`);
      }
      // What the sentence shows: the value, or each release's where they differ.
      const values = releases.map((v) => factValue(facts, ref, v) ?? 'not measured');
      const distinct = [...new Set(values)];
      const shown =
        distinct.length === 1
          ? distinct[0]
          : distinct.map((x) => `${x} (${releases.filter((_, i) => values[i] === x).join(', ')})`).join(', ');
      setAttributes(node, {releases: releases.join(' '), shown});
    });

    // A table of the facts gets them from the committed data, so the page needs no other import.
    visitParents(tree, (node: MdNode) => {
      if (!isJsx(node, 'InteractionFacts')) return;
      const of = attribute(node, 'of') ?? '';
      if (!Object.hasOwn(all, of))
        problems.push(`  line ${line(node)}: <InteractionFacts of="${of}">: no facts are recorded for it`);
      else setAttributes(node, {facts: JSON.stringify(all[of])});
    });

    // On a component's page, a sentence about keys or callbacks cites a fact.
    const named = path.basename(page).replace(/\.mdx?$/, '');
    const shown = find(tree, (n) => isJsx(n, 'InteractionFacts')).map((n) => attribute(n, 'of') ?? '');
    const components = [named, ...shown].filter((c) => Object.hasOwn(all, c));
    if (components.length > 0) {
      const handlers = handlerProps(components.map((c) => all[c]));
      visitParents(tree, 'paragraph', (node: MdNode) => {
        if (find(node, (n) => isJsx(n, 'Fact')).length > 0) return;
        const keys = find(node, (n) => isJsx(n, 'kbd'))
          .map(textOf)
          .filter((k) => KEYS.has(k.trim()));
        const text = textOf(node);
        if (ARROW_KEYS.test(text)) keys.push('arrow keys');
        const callbacks = find(node, (n) => n.type === 'inlineCode' && handlers.has(n.value ?? '')).map(
          (n) => n.value!,
        );
        const about = [
          ...new Set([...keys, ...(WHEN_CALLED.test(text) ? callbacks.map((c) => `when \`${c}\` is called`) : [])]),
        ];
        if (about.length === 0) return;
        problems.push(
          `  line ${line(node)}: speaks of ${about.join(', ')} without citing what a browser measured: "${text.slice(0, 90)}…"`,
        );
      });
    }

    if (problems.length > 0) {
      throw new Error(
        `Keys and callbacks in ${page} are not held to the interaction facts of @faststore/ui:\n${problems.join('\n')}\n` +
          'Cite the measured fact with <Fact of="<Component>" scenario="…" step="…" shows="…" is="…" /> (packages/reference/data/interactions/<Component>.json lists them), ' +
          'inside <ForRelease package="ui" …> when the sentence speaks of some releases only.',
      );
    }
  };
}
