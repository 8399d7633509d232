import Original from '@theme-original/BlogTagsListPage';
import withDescription from '@site/src/components/global/PageDescription';

/** Wrap: adds the meta description Docusaurus leaves out on this page. */
export default withDescription(
  Original,
  'Release notes of FastStore, the store starters, WebOps and the CMS, grouped by product tag.',
);
