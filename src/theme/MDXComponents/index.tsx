import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/global/ScrollableTable';

/** Wide Markdown tables scroll sideways on phones, in a focusable, labelled region. */
export default {...MDXComponents, table: ScrollableTable};
