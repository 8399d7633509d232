/**
 * The Gatsby and Next.js tutorial tracks build the same store on two starters, step for step: this
 * map pairs each step with the step of the other track that does the same work, and each section
 * whose heading differs with the section that covers the same ground (sections with the same heading
 * pair by themselves). A reader who switches starter mid-track lands where they were. A step or
 * section with no counterpart says so with null. Its shape is checked by the build
 * (trackMapSchema, src/data/schemas.ts), its routes and anchors against the pages by
 * tests/store-profile.test.ts. Plain data here: the profile line that reads it runs in the browser.
 */
import type {TrackMap} from './types';

export type Track = keyof TrackMap['tracks'];

export const trackMap: TrackMap = {
  tracks: {
    gatsby: {starter: 'gatsby.store', folder: '/tutorials/gatsby'},
    nextjs: {starter: 'nextjs.store', folder: '/tutorials/nextjs'},
  },
  steps: [
    {
      gatsby: '/tutorials/gatsby-overview',
      nextjs: '/tutorials/nextjs-overview',
      sections: {
        // The Next.js overview gives no duration; what to have ready is the nearest ground.
        gatsby: {'how-long-it-takes': 'before-you-start'},
        // The Gatsby track is the one the Next.js overview compares against.
        nextjs: {'what-differs-from-the-gatsby-track': 'who-this-track-is-for'},
      },
    },
    {
      gatsby: '/tutorials/gatsby/1',
      nextjs: '/tutorials/nextjs/1',
      // The Next.js starter's types import cleanly; there is nothing to fix before the first commit.
      sections: {gatsby: {'fix-one-type-import': 'make-the-first-commit'}},
    },
    {
      gatsby: '/tutorials/gatsby/2',
      nextjs: '/tutorials/nextjs/2',
      sections: {
        gatsby: {'look-at-the-two-graphql-endpoints': 'look-at-the-graphql-endpoint'},
        // Gatsby has no _app or _document: what wraps its pages is in the source folders' tour.
        nextjs: {
          // The Gatsby step covers how each kind of page gets its data within its visit of them.
          'how-the-product-and-collection-pages-get-their-data': 'visit-each-kind-of-page',
          'the-files-that-wrap-every-page': 'explore-the-source-folders',
          'look-at-the-graphql-endpoint': 'look-at-the-two-graphql-endpoints',
        },
      },
    },
    {
      gatsby: '/tutorials/gatsby/3',
      nextjs: '/tutorials/nextjs/3',
      // The Gatsby starter writes robots.txt from its configuration; nothing to edit by hand.
      sections: {nextjs: {'update-robotstxt': null}},
    },
    {
      gatsby: '/tutorials/gatsby/4',
      nextjs: '/tutorials/nextjs/4',
      sections: {
        gatsby: {'style-it-with-a-css-module': 'style-the-badge-with-a-css-module'},
        nextjs: {
          'style-the-badge-with-a-css-module': 'style-it-with-a-css-module',
          // A Gatsby section imports its stylesheet itself, as part of placing it on the home page.
          'style-the-section-with-a-plain-stylesheet': 'show-it-on-the-home-page-in-a-section',
          'render-the-section': 'show-it-on-the-home-page-in-a-section',
        },
      },
    },
    {
      gatsby: '/tutorials/gatsby/5',
      nextjs: '/tutorials/nextjs/5',
      // The Gatsby step renders its query in the browser only.
      sections: {nextjs: {'the-same-query-on-the-server': 'render-the-result'}},
    },
    {
      gatsby: '/tutorials/gatsby/6',
      nextjs: '/tutorials/nextjs/6',
      sections: {
        gatsby: {
          'check-the-production-build-locally': 'run-the-production-server',
          'what-a-host-must-run': 'what-a-host-has-to-run',
          'how-far-the-repository-prepares-each-host': 'what-a-host-has-to-run',
          'point-your-urls-at-the-final-address': null,
        },
        nextjs: {
          'run-the-production-server': 'check-the-production-build-locally',
          'audit-the-build-with-lighthouse-ci': 'check-the-production-build-locally',
          'what-a-host-has-to-run': 'what-a-host-must-run',
        },
      },
    },
    // The Next.js track's steps carry their own troubleshooting notes; it has no page of them.
    {gatsby: '/tutorials/gatsby/Troubleshooting', nextjs: null},
  ],
};

/** The step of the other track that does what `route` does, with the section matching `section`. */
export function counterpart(
  route: string,
  section?: string,
): {track: Track; starter: string; route: string; section?: string} | null | undefined {
  const path = route.replace(/\/$/, '');
  for (const step of trackMap.steps) {
    for (const [from, to] of [
      ['gatsby', 'nextjs'],
      ['nextjs', 'gatsby'],
    ] as const) {
      if (step[from] !== path) continue;
      const target = step[to];
      if (!target) return null;
      const mapped = section === undefined ? undefined : step.sections?.[from]?.[section];
      return {
        track: to,
        starter: trackMap.tracks[to].starter,
        route: target,
        section: mapped === null ? undefined : (mapped ?? section),
      };
    }
  }
  return undefined;
}

/** The track a route belongs to, if it is a step of one. */
export function trackOf(route: string): Track | undefined {
  const path = route.replace(/\/$/, '');
  const step = trackMap.steps.find((s) => s.gatsby === path || s.nextjs === path);
  if (!step) return undefined;
  return step.gatsby === path ? 'gatsby' : 'nextjs';
}
