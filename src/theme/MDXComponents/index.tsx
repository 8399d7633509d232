import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/global/ScrollableTable';
import ForRelease from '@site/src/components/reference/versions/ForRelease';
import Fact from '@site/src/components/reference/ui/Fact';

/**
 * Wide Markdown tables scroll sideways on phones, in a focusable, labelled region; `ForRelease`
 * marks a passage about other releases in any page without an import (the build checks its names), and
 * `Fact` cites what a browser measured in a sentence about keys or callbacks (the build checks it too).
 */
export default {...MDXComponents, table: ScrollableTable, ForRelease, Fact};
