/**
 * Root: the survey provider around every page, the floating Feedback button, and the page's social
 * card in its head (before the site's and the page's own metadata, which may override it).
 * Root is not a theme component of the classic theme; this file is the documented way to add one.
 */
import React, {type ReactNode} from 'react';
import {SurveyProvider} from '@site/src/components/survey/Survey';
import FeedbackButton from '@site/src/components/global/FeedbackButton';
import SocialCardMeta from '@site/src/components/social-cards/SocialCardMeta';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <SurveyProvider>
      <SocialCardMeta />
      {children}
      <FeedbackButton />
    </SurveyProvider>
  );
}
