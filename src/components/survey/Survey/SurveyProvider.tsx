/**
 * Long-lived survey state. Any control can open the survey with the props of
 * `useSurvey()`; focus returns to that control when the dialog closes. The dialog's code is loaded
 * on intent or first use, and queued responses are retried after load only when something is queued.
 */
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {SURVEY_OUTBOX_KEY} from './outboxKey';
import {textField} from '@site/src/lib/customFields';

const loadDialog = () => import('./SurveyDialog');
const SurveyDialog = lazy(loadDialog);

/**
 * Fetch the dialog's code when a reader shows intent (pointer over, focus or touch on an opener),
 * not on every page load: the form code stays out of a first visit's download budget.
 */
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/** If the dialog's code cannot be loaded, say so instead of crashing the page. */
class DialogLoadBoundary extends Component<{onClose: () => void; children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};
  static getDerivedStateFromError() {
    return {failed: true};
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="alert alert--warning"
        style={{position: 'fixed', right: '1rem', bottom: '4.5rem', zIndex: 1000, maxWidth: '22rem'}}
      >
        The survey could not be loaded. Check your connection, then reload the page to try again.{' '}
        <button type="button" className="button button--sm button--secondary" onClick={this.props.onClose}>
          Dismiss
        </button>
      </div>
    );
  }
}

/**
 * Spread on each control that opens the survey. It loads the dialog's code on intent, and is disabled
 * in the server-rendered page and while it hydrates: clicked then, it would do nothing.
 */
interface SurveyContextValue {
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  disabled: boolean;
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onClick: (event: React.MouseEvent<HTMLElement>) => void;
}

const SurveyContext = createContext<SurveyContextValue | null>(null);

export function useSurvey(): SurveyContextValue {
  const value = useContext(SurveyContext);
  if (!value) throw new Error('useSurvey() must be used inside <SurveyProvider>.');
  return value;
}

function hasQueuedResponses(): boolean {
  try {
    const raw = window.localStorage.getItem(SURVEY_OUTBOX_KEY);
    return Boolean(raw && raw !== '[]');
  } catch {
    return false;
  }
}

export function SurveyProvider({children}: {children: ReactNode}) {
  const {siteConfig} = useDocusaurusContext();
  const webhookUrl = textField(siteConfig.customFields, 'surveyWebhookUrl');
  const analyticsEnabled = Boolean(siteConfig.customFields?.analyticsEnabled);
  const [isOpen, setOpen] = useState(false);
  const ready = useIsBrowser();
  const opener = useRef<HTMLElement | null>(null);

  // Queued responses are retried on page load and when the browser is back online.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      if (stop || !hasQueuedResponses()) return;
      void import('./delivery').then(({startSurveyRetries}) => {
        if (!cancelled && !stop) stop = startSurveyRetries();
      });
    };
    start();
    window.addEventListener('online', start);
    return () => {
      cancelled = true;
      window.removeEventListener('online', start);
      stop?.();
    };
  }, []);

  const open = useCallback((event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    // Wait for the dialog to leave the top layer before moving focus back.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  const value = useMemo(
    (): SurveyContextValue => ({
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      disabled: !ready,
      onPointerEnter: prefetchDialog,
      onFocus: prefetchDialog,
      onTouchStart: prefetchDialog,
      onClick: open,
    }),
    [open, isOpen, ready],
  );
  return (
    <SurveyContext.Provider value={value}>
      {children}
      {isOpen && (
        <DialogLoadBoundary onClose={close}>
          <Suspense fallback={null}>
            <SurveyDialog webhookUrl={webhookUrl} analyticsEnabled={analyticsEnabled} onClose={close} />
          </Suspense>
        </DialogLoadBoundary>
      )}
    </SurveyContext.Provider>
  );
}
