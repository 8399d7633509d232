/**
 * Sending a survey response: through the outbox, so that a failed POST is
 * kept and retried; plus the csat analytics event when a tracker is configured.
 */
import {createOutbox, retryOutbox, type Outbox} from '@site/src/lib/outbox';
import type {SurveyResponse} from './schema';
import {SURVEY_OUTBOX_KEY} from './outboxKey';

let outbox: Outbox | undefined;
const surveyOutbox = (): Outbox => (outbox ??= createOutbox(SURVEY_OUTBOX_KEY));

export function startSurveyRetries(): () => void {
  return retryOutbox(surveyOutbox());
}

export function sendSurveyResponse(webhookUrl: string, response: SurveyResponse): void {
  // Fire and forget: the dialog never waits for, or fails on, the network.
  void surveyOutbox().send(response.id, webhookUrl, response);
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * The csat analytics event that survey dashboards count: category csat, action csatVote, label
 * clickSubmitButton, value = rating.
 */
export function trackSurveySubmit(rate: number): void {
  window.gtag?.('event', 'csatVote', {event_category: 'csat', event_label: 'clickSubmitButton', value: rate});
}
