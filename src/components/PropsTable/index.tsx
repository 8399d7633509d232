/**
 * Props of one `@faststore/ui` component, read at build time from the package's type declarations
 * by the ui-reference plugin. An unknown `of` throws, so a typo or a removed component fails the build.
 */
import React, {type ReactNode} from 'react';
import {componentInfo} from '@site/src/plugins/ui-reference/data';
import ScrollableTable, {tableStyles} from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

export interface PropsTableProps {
  /** Exported component name, e.g. `Button` or `AccordionItem`. */
  of: string;
}

export default function PropsTable({of}: PropsTableProps): ReactNode {
  const info = componentInfo(of, 'PropsTable');
  return (
    <div className={styles.wrapper}>
      <ScrollableTable
        className={tableStyles.table}
        data-props-table={of}
        label={`Props of ${of}`}
        caption={<>Props of <code>{of}</code> (<code>{info.propsType}</code>)</>}>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {info.props.map((prop) => (
            <tr key={prop.name}>
              <th scope="row"><code>{prop.name}</code></th>
              <td><code className={tableStyles.type}>{prop.type}</code></td>
              <td>{prop.required ? 'Yes' : 'No'}</td>
              <td>{prop.defaultValue !== undefined ? <code>{prop.defaultValue}</code> : '—'}</td>
              <td>{prop.description || '—'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {info.extends.length > 0 && (
        <p className={tableStyles.note}>
          Also accepts the props of{' '}
          {info.extends.map((base, i) => (
            <React.Fragment key={base}>
              {i > 0 && ', '}
              <code>{base}</code>
            </React.Fragment>
          ))}
          , passed through to the rendered element.
        </p>
      )}
    </div>
  );
}
