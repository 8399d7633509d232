import Original from '@theme-original/DocTagsListPage';
import withDescription from '@site/src/components/global/PageDescription';

/** Wrap: adds the meta description Docusaurus leaves out on this page. */
export default withDescription(
  Original,
  'Every tag used in the FastStore documentation, with the pages that carry it.',
);
