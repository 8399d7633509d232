/**
 * The `data-*` attributes a `@faststore/ui` component renders, read at build time from the package
 * source by the ui-reference plugin. They are the hooks a store's CSS targets: the package ships
 * no class names and no stylesheet of its own.
 */
import React, {type ReactNode} from 'react';
import UnknownComponent from '@site/src/components/reference/ui/UnknownComponent';
import {componentInfo, uiReference} from '@site/src/components/reference/ui/data';
import {EntryMark} from '@site/src/components/reference/versions/VersionMark';
import {entryAttributes} from '@site/src/components/reference/versions/data';
import styles from './styles.module.css';

export interface StylingHooksProps {
  /** Exported component name, e.g. `Button`. */
  of: string;
}

/** A CSS attribute selector for one hook; computed parts (`*`) match on the fixed prefix. */
function selectorFor(name: string): string {
  const star = name.indexOf('*');
  return star === -1 ? `[${name}]` : `[${name.slice(0, star).replace(/-$/, '')}…]`;
}

export default function StylingHooks({of}: StylingHooksProps): ReactNode {
  const info = componentInfo(of, 'StylingHooks');
  // Null only under `npm start` (a production build throws); the check keeps the message out of its bundles.
  if (!info) return process.env.NODE_ENV === 'development' ? <UnknownComponent of={of} usedBy="StylingHooks" /> : null;
  if (info.dataAttributes.length === 0) {
    return (
      <p>
        <code>{of}</code> renders no data attribute of its own; target it through its parent component or a class name
        you pass.
      </p>
    );
  }
  const first = info.dataAttributes[0].name;
  return (
    <div className={styles.hooks} data-styling-hooks={of}>
      <ul>
        {info.dataAttributes.map((attr) => (
          <li key={`${attr.name} ${attr.in?.join(' ') ?? ''}`} {...entryAttributes('ui', attr.in)}>
            <code>{attr.name}</code>
            {attr.value !== undefined && (
              <>
                {' '}
                with the value <code>{attr.value}</code>
              </>
            )}
            <EntryMark
              pkg="ui"
              entry={attr}
              among={info.dataAttributes}
              versions={uiReference.versions ?? [uiReference.version]}
              parentIn={info.in}
            />
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Target them with attribute selectors, for example <code>{`${selectorFor(first)} { … }`}</code>
        {info.dataAttributes.some((a) => a.value !== undefined) && (
          <>
            {' '}
            or, for a value, <code>{`[data-attribute="value"]`}</code>
          </>
        )}
        . Read from <code>@faststore/ui/{info.source}</code>.
      </p>
    </div>
  );
}
