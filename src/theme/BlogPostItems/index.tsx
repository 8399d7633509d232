import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** `/releases` and `/releases/page/N`: the list pages, which Docusaurus renders without an h1. */
const LIST_PAGE = /^\/releases(?:\/page\/(\d+))?\/?$/;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const match = LIST_PAGE.exec(useLocation().pathname);
  return (
    <>
      {match && (
        <header className="margin-bottom--lg">
          <h1>Release notes{match[1] ? `, page ${match[1]}` : ''}</h1>
          <p>What changed in the FastStore packages, the store starters, WebOps and the Headless CMS, newest first.</p>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
