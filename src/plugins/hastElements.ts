/**
 * Reading elements out of a built page's HTML tree (hast): the Markdown copies and the printed
 * tutorial tracks find a page's article, code blocks and controls with these.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {EXIT, visit} from 'unist-util-visit';

export const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';

/** An element's classes (hast keeps them as an array, or, from some parsers, as one string). */
export function classes(node: Element): string[] {
  const c: unknown = node.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
}

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
