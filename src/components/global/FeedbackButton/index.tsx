/** The floating Feedback button on every page (part of the shared layout); it opens the survey. */
import {useSurvey} from '@site/src/components/survey/Survey';
import styles from './styles.module.css';

export default function FeedbackButton() {
  return (
    <button type="button" className={styles.feedback} data-print-hidden="" {...useSurvey()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 5h16v10H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      Feedback
    </button>
  );
}
