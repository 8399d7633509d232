import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * Wide tables scroll sideways on phones. A scrolling region must be reachable by keyboard (axe
 * scrollable-region-focusable), so the table sits in a focusable, labelled region that scrolls.
 */
function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="table-scroll" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: ScrollableTable};
