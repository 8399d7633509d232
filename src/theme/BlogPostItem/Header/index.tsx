import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/markdown/CopyPage';

/** A release post's own page gets "Copy page" and "View as Markdown" under its title; the lists do not. */
export default function BlogPostItemHeaderWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && <CopyPage route={metadata.permalink} />}
    </>
  );
}
