import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useLocation} from '@docusaurus/router';
import CopyPage from '@site/src/components/markdown/CopyPage';
import styles from './styles.module.css';

/** The page's "Copy page" and "View as Markdown" controls, on the breadcrumbs' row at the top of every doc. */
export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPage route={useLocation().pathname} />
    </div>
  );
}
