/**
 * Card grid of the `@faststore/ui` components of one level, from the route list, so the index
 * pages always match the routes that exist.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {UI_COMPONENTS} from '@site/src/data/routes';
import {SUMMARIES, type UiLevel} from './summaries';
import styles from './styles.module.css';

export interface ComponentCardsProps {
  level: UiLevel;
}

/** Renders inline `code` spans written with backticks in a summary. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

export default function ComponentCards({level}: ComponentCardsProps): ReactNode {
  const names = UI_COMPONENTS[level];
  if (!names) throw new Error(`<ComponentCards level="${String(level)}">: unknown level`);
  return (
    <ul className={styles.grid} data-component-cards={level}>
      {names.map((name) => (
        <li key={name} className={styles.item}>
          <Link className={styles.card} to={`/reference/ui/${level}/${name}`}>
            <span className={styles.title}>{name}</span>
            <span className={styles.summary}>{withCode(SUMMARIES[name])}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
