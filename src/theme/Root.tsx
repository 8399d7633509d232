/**
 * Root: the survey provider around every page, and the floating Feedback button.
 * Root is not a theme component of the classic theme; this file is the documented way to add one.
 */
import React, {type ReactNode} from 'react';
import {SurveyProvider} from '@site/src/components/survey/Survey';
import FeedbackButton from '@site/src/components/global/FeedbackButton';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <SurveyProvider>
      {children}
      <FeedbackButton />
    </SurveyProvider>
  );
}
