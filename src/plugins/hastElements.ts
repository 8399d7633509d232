/**
 * Reading elements out of a built page's HTML tree (hast), and making new ones: the Markdown copies
 * and the printed tutorial tracks find a page's article, code blocks and controls with these.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {EXIT, visit} from 'unist-util-visit';

export const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';

/** A space-separated list property (class, rel, for…): hast keeps it as an array, or, from some parsers, as one string. */
export function tokens(node: Element, key: string): string[] {
  const v: unknown = node.properties?.[key];
  return Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(/\s+/) : [];
}

/** An element's classes. */
export const classes = (node: Element) => tokens(node, 'className');

export const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
export const text = (value: string): ElementContent => ({type: 'text', value});

/** Every element inside `node` (not `node` itself) that passes `test`, in document order. */
export function findAll(node: Root | Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(node, 'element', (el: Element) => {
    if (el !== node && test(el)) found.push(el);
  });
  return found;
}

/** The first element inside `node` (not `node` itself) that passes `test`. */
export function findFirst(node: Root | Element, test: (el: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(node, 'element', (el: Element) => {
    if (el === node || !test(el)) return;
    found = el;
    return EXIT;
  });
  return found;
}
