/**
 * Wrap: the announcement bar's text plus the "Take the survey" button.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/AnnouncementBar/Content';
import type ContentType from '@theme/AnnouncementBar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useSurvey} from '@site/src/components/survey/Survey';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const opener = useSurvey();
  return (
    <div className={clsx(props.className, styles.content)}>
      <Content {...props} className={undefined} />
      <button type="button" className={styles.surveyButton} {...opener}>
        Take the survey
      </button>
    </div>
  );
}
