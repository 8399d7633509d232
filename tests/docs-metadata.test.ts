/**
 * The docs plugin's version metadata, loaded by every docs page, leaves out the doc descriptions,
 * which are kept apart for the card lists.
 */
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDescriptions} from '../src/plugins/docs-metadata';

const versionRoute: RouteConfig = {
  path: '/',
  component: 'DocVersionRoot',
  props: {
    version: {
      version: 'current',
      docs: {
        a: {id: 'a', title: 'A', description: 'About A', sidebar: 's'},
        b: {id: 'b', title: 'B', sidebar: 's'},
      },
    },
  },
  routes: [{path: '/a', component: 'DocItem'}],
};

describe('docs metadata', () => {
  it('takes the descriptions out of a version route nested in the plugin root route', () => {
    const into: Record<string, string> = {};
    const root = withoutDescriptions({path: '/', component: 'DocsRoot', routes: [versionRoute]}, into);
    const version = root.routes![0].props!.version as {docs: Record<string, object>};
    expect(version.docs).toEqual({a: {id: 'a', title: 'A', sidebar: 's'}, b: {id: 'b', title: 'B', sidebar: 's'}});
    expect(into).toEqual({a: 'About A'});
    // The doc routes themselves are kept.
    expect(root.routes![0].routes).toEqual(versionRoute.routes);
  });

  it('leaves routes without version metadata as they are', () => {
    const route = {path: '/x', component: 'Page', props: {title: 'x'}};
    expect(withoutDescriptions(route, {})).toBe(route);
  });
});
