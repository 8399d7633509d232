import type {ComponentProps, ReactNode} from 'react';
import Original from '@theme-original/BlogTagsListPage';
import PageDescription from '@site/src/components/global/PageDescription';

/** Wrap: adds the meta description Docusaurus leaves out on this page. */
export default function BlogTagsListPageWrapper(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <>
      <Original {...props} />
      <PageDescription text="Release notes of FastStore, the store starters, WebOps and the CMS, grouped by product tag." />
    </>
  );
}
