/**
 * Long-lived survey state (design.md: a Root provider). Any control can open the survey through
 * `useSurvey()`; focus returns to that control when the dialog closes. The dialog's code is loaded
 * on first use, and queued responses are retried after load only when something is queued.
 */
import {createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SURVEY_OUTBOX_KEY} from './outboxKey';

const SurveyDialog = lazy(() => import('./SurveyDialog'));

interface SurveyContextValue {
  open: (opener?: HTMLElement | null) => void;
  isOpen: boolean;
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
  const webhookUrl = String(siteConfig.customFields?.surveyWebhookUrl ?? '');
  const analyticsEnabled = Boolean(siteConfig.customFields?.analyticsEnabled);
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  // spec §7 / design.md: queued responses are retried on page load and when the browser is back online.
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

  const open = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? (document.activeElement as HTMLElement | null);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    // Wait for the dialog to leave the top layer before moving focus back.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  const value = useMemo(() => ({open, isOpen}), [open, isOpen]);
  return (
    <SurveyContext.Provider value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <SurveyDialog webhookUrl={webhookUrl} analyticsEnabled={analyticsEnabled} onClose={close} />
        </Suspense>
      )}
    </SurveyContext.Provider>
  );
}
