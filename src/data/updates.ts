/**
 * Latest documentation updates, shown on the home page grouped by type.
 *
 * To add one: put it at the top with the date of the change, its type (Added, Improved or Fixed),
 * the menu and category it sits under, and the route it links to. Every `path` must be a public URL
 * of the portal (src/data/public-urls.txt); the build stops otherwise.
 */
import type {UpdateEntry} from './types';

export const updates: UpdateEntry[] = [
  {
    date: '2026-11-28',
    type: 'Fixed',
    menu: 'Reference',
    category: 'UI components',
    path: '/reference/ui/molecules/PriceRange',
    docs: [
      {path: '/reference/ui/molecules/PriceRange', title: 'PriceRange: an example for 1.9.10 that settles'},
      {path: '/reference/ui/atoms/Slider', title: 'Slider: what the keys and onEnd do in each release'},
    ],
  },
  {
    date: '2026-11-26',
    type: 'Added',
    menu: 'Tutorials',
    category: 'Next.js track',
    path: '/tutorials/nextjs-overview',
    docs: [
      {path: '/tutorials/nextjs-overview', title: 'Next.js track overview'},
      {path: '/tutorials/nextjs/1', title: 'Step 1: Create the project from the Next.js starter'},
    ],
  },
  {
    date: '2026-11-23',
    type: 'Added',
    menu: 'Documentation',
    category: 'How-to guides',
    path: '/how-to-guides/deployment',
    docs: [{path: '/how-to-guides/deployment', title: 'Deploying a store'}],
  },
  {
    date: '2026-11-23',
    type: 'Added',
    menu: 'Tutorials',
    category: 'Gatsby track',
    path: '/tutorials/gatsby-overview',
    docs: [
      {path: '/tutorials/gatsby-overview', title: 'Gatsby track overview'},
      {path: '/tutorials/fundamentals/0', title: 'Fundamentals 0: What a FastStore project is made of'},
    ],
  },
  {
    date: '2026-11-23',
    type: 'Added',
    menu: 'Documentation',
    category: 'How-to guides',
    path: '/how-to-guides/faststore-api/extending-the-faststore-api',
    docs: [{path: '/how-to-guides/faststore-api/extending-the-faststore-api', title: 'Extending the FastStore API'}],
  },
  {
    date: '2026-11-23',
    type: 'Added',
    menu: 'Documentation',
    category: 'How-to guides',
    path: '/how-to-guides/performance',
    docs: [
      {path: '/how-to-guides/performance', title: 'Improving performance'},
      {path: '/how-to-guides/migrating-from-SF', title: 'Migrating from Store Framework'},
    ],
  },
  {
    date: '2026-11-22',
    type: 'Improved',
    menu: 'Documentation',
    category: 'Writers’ templates',
    path: '/templates/how-to-guide-template',
    docs: [{path: '/templates/how-to-guide-template', title: 'How-to guide template'}],
  },
  {
    date: '2026-11-22',
    type: 'Added',
    menu: 'Documentation',
    category: 'Getting started',
    path: '/quickstart',
    docs: [
      {path: '/quickstart', title: 'Quickstart'},
      {path: '/conceptual-guides/shadowing', title: 'Shadowing'},
      {path: '/faq', title: 'Frequently asked questions'},
    ],
  },
  {
    date: '2026-11-22',
    type: 'Fixed',
    menu: 'Documentation',
    category: 'How-to guides',
    path: '/how-to-guides',
    docs: [{path: '/how-to-guides', title: 'How-to guides'}],
  },
  {
    date: '2026-11-22',
    type: 'Fixed',
    menu: 'Search',
    category: 'Search results',
    path: '/search',
    docs: [{path: '/search', title: 'Search the documentation'}],
  },
];
