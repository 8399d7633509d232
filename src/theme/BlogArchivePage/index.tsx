import Original from '@theme-original/BlogArchivePage';
import withDescription from '@site/src/components/global/PageDescription';

/** Wrap: adds the meta description Docusaurus leaves out on this page. */
export default withDescription(Original, 'Every FastStore release note since July 2021, listed by date.');
