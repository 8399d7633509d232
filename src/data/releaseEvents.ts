/**
 * Release events shown as cards on the home page, newest first.
 *
 * To add one: write the post in releases/ first, then add an entry whose `fileName` is the post's
 * file name. The build stops if the file does not exist (./schemas.ts, src/plugins/siteData).
 */
import type {ReleaseEvent} from './types';

export const releaseEvents: ReleaseEvent[] = [
  {
    title: 'FastStore 1.8: the Hero organism and cart items with properties',
    product: 'faststore',
    fileName: '2022-06-03-faststore.mdx',
    description: 'The last 1.8 releases add a Hero organism, fix cart items that carry extra properties and let the OutOfStock parts nest freely.',
  },
  {
    title: 'FastStore 1.8: OutOfStock and storage that refreshes on focus',
    product: 'faststore',
    fileName: '2022-05-27-faststore.mdx',
    description: 'The first organism of the UI library arrives, and the SDK refreshes its stored state when a shopper returns to a tab.',
  },
  {
    title: 'Base Store 0.2.0: search suggestions and postal codes',
    product: 'basestore',
    fileName: '2022-04-01-basestore.mdx',
    description: 'Search suggestions and history, a postal code input tied to the session, and much less client-side code.',
  },
  {
    title: 'WebOps: trailing slashes removed from requests',
    product: 'webops',
    fileName: '2022-02-18-webops.mdx',
    description: 'The generated nginx configuration now strips the trailing slash, so both forms of a path reach the same page.',
  },
  {
    title: 'CMS: developing in an account without CMS pages',
    product: 'cms',
    fileName: '2021-09-22-cms.mdx',
    description: 'The CMS plugin no longer needs an existing page, so a new account can be developed from its first day.',
  },
];
