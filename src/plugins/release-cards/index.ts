/**
 * The home page's release cards come from the release notes themselves: once every plugin has
 * loaded its content, this takes the newest posts of the blog (title, description, address, product)
 * and hands them over with `createData`. Only the home page's card component imports that module, so
 * no other page downloads it (global data would ship with every page). A new release note shows up
 * on the home page with no other edit.
 */
import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

const RELEASE_CARDS_PLUGIN = 'faststore-release-cards';
export const RELEASE_CARD_COUNT = 4;

interface ReleaseCard {
  title: string;
  description: string;
  permalink: string;
  /** ISO date of the post. */
  date: string;
  /** The product the post is about (faststore, basestore, webops, cms): the end of its file name. */
  product: string;
}

/** @public The generated data's declaration (src/plugins/generatedData.d.ts) names it. */
export interface ReleaseCardsData {
  cards: ReleaseCard[];
}

/** The newest posts first, as the blog lists them. */
function releaseCards(blog: BlogContent, count = RELEASE_CARD_COUNT): ReleaseCard[] {
  return [...blog.blogPosts]
    .sort((a, b) => +new Date(b.metadata.date) - +new Date(a.metadata.date))
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      description: metadata.description,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString().slice(0, 10),
      product: metadata.permalink.split('/').pop() ?? '',
    }));
}

export default function releaseCardsPlugin(): Plugin {
  return {
    name: RELEASE_CARDS_PLUGIN,
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) throw new Error(`${RELEASE_CARDS_PLUGIN}: the release notes (blog plugin) are not loaded`);
      await actions.createData(
        'release-cards.json',
        JSON.stringify({cards: releaseCards(blog)} satisfies ReleaseCardsData),
      );
    },
  };
}
