/**
 * Replaces the classic theme's "Read more" link under each post of the release-notes lists. "Read
 * more" is a link text that search engines (and Lighthouse's SEO audit, link-text) treat as saying
 * nothing about its target; this one says where it goes, and its accessible name still starts with
 * the visible words and names the post, as the original's aria-label did.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link aria-label={`Read the full notes: ${blogPostTitle}`} {...linkProps}>
      <b>Read the full notes</b>
    </Link>
  );
}
