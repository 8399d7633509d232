/**
 * A table that scrolls sideways inside its own region when it is wider than the page. A scrolling
 * region must be reachable by keyboard (axe scrollable-region-focusable), so the region is focusable
 * and labelled. Used for Markdown tables (MDXComponents) and the generated reference tables.
 */
import type {ComponentProps, ReactNode} from 'react';
import styles from './styles.module.css';

export {styles as tableStyles};

type Props = ComponentProps<'table'> & {
  /** Accessible name of the scrolling region. */
  label?: string;
  caption?: ReactNode;
};

export default function ScrollableTable({label = 'Table', caption, children, ...tableProps}: Props): ReactNode {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table {...tableProps}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

/** A table's header row, one column a name; `false` leaves a column out. */
export function Columns({names}: {names: readonly (string | false)[]}): ReactNode {
  return (
    <thead>
      <tr>
        {names.map(
          (name) =>
            name && (
              <th key={name} scope="col">
                {name}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
