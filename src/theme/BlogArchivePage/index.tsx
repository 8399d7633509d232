import type {ComponentProps, ReactNode} from 'react';
import Original from '@theme-original/BlogArchivePage';
import PageDescription from '@site/src/components/global/PageDescription';

/** Wrap: adds the meta description Docusaurus leaves out on this page. */
export default function BlogArchivePageWrapper(props: ComponentProps<typeof Original>): ReactNode {
  return (
    <>
      <Original {...props} />
      <PageDescription text="Every FastStore release note since July 2021, listed by date." />
    </>
  );
}
