import type {ComponentProps, ReactNode} from 'react';
import Original from '@theme-original/DocTagsListPage';
import PageDescription from '@site/src/components/global/PageDescription';

/** Wrap: adds the meta description Docusaurus leaves out on this page. */
export default function DocTagsListPageWrapper(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <>
      <Original {...props} />
      <PageDescription text="Every tag used in the FastStore documentation, with the pages that carry it." />
    </>
  );
}
