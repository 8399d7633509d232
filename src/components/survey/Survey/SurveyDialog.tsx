/**
 * The satisfaction survey dialog. Loaded lazily on first open so that the
 * form libraries stay out of every page's first download.
 *
 * A native modal <dialog>: the page behind it is inert, Escape cancels it, and Tab is kept inside
 * by the handler below. The provider returns focus to the control that opened it.
 */
import {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import {useForm} from 'react-hook-form';
// The Standard Schema resolver validates with the zod schemas without bundling zod's v3 compatibility layer.
import {standardSchemaResolver} from '@hookform/resolvers/standard-schema';
import clsx from 'clsx';
import {
  EMAIL_EXAMPLE,
  MESSAGE_MAX,
  RATINGS,
  buildResponse,
  followUpStepSchema,
  ratingStepSchema,
  type FollowUpStep,
  type RatingStep,
} from './schema';
import {sendSurveyResponse, trackSurveySubmit} from './delivery';
import {Face} from './Faces';
import styles from './styles.module.css';
import {wrapTabFocus} from '@site/src/lib/focusTrap';
import ErrorText from '@site/src/components/global/ErrorText';

export interface SurveyDialogProps {
  webhookUrl: string;
  analyticsEnabled: boolean;
  onClose: () => void;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function newResponseBase() {
  return {id: crypto.randomUUID(), timestamp: new Date().toLocaleString()};
}

export default function SurveyDialog({webhookUrl, analyticsEnabled, onClose}: SurveyDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [base] = useState(newResponseBase);
  const [rating, setRating] = useState<RatingStep | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input')?.focus();
    return () => dialog.close();
  }, []);

  // Moving to step 2 puts focus on its first field, so keyboard users continue where they are.
  useEffect(() => {
    if (rating) dialogRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [rating]);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    wrapTabFocus(event, items);
  }

  function submitRating(values: RatingStep) {
    sendSurveyResponse(webhookUrl, buildResponse(base, values));
    if (analyticsEnabled) trackSurveySubmit(Number(values.rate));
    setRating(values);
  }

  function submitFollowUp(values: FollowUpStep) {
    if (!rating) return;
    sendSurveyResponse(webhookUrl, buildResponse(base, rating, values));
    if (analyticsEnabled) trackSurveySubmit(Number(rating.rate));
    onClose();
  }

  const titleId = `${ids}-title`;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {rating ? 'Thank you for your rating!' : 'How satisfied are you with the FastStore docs?'}
        </h2>
        <button type="button" className={styles.close} aria-label="Close survey" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {rating ? (
        <FollowUpForm idPrefix={ids} onSubmit={submitFollowUp} />
      ) : (
        <RatingForm idPrefix={ids} onSubmit={submitRating} />
      )}
    </dialog>
  );
}

function RatingForm({idPrefix, onSubmit}: {idPrefix: string; onSubmit: (v: RatingStep) => void}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: {errors},
  } = useForm<RatingStep>({resolver: standardSchemaResolver(ratingStepSchema)});
  const chosen = watch('rate');
  const errorId = `${idPrefix}-rate-error`;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label="Rate the documentation">
      <fieldset className={styles.fieldset} aria-describedby={errors.rate ? errorId : undefined}>
        <legend className={styles.legend}>Step 1 of 2: choose a rating from 1 to 5.</legend>
        <div className={styles.faces}>
          {RATINGS.map(({value, label}) => (
            <label key={value} className={clsx(styles.face, chosen === value && styles.faceChosen)} title={label}>
              <input
                type="radio"
                value={value}
                aria-label={`${value} – ${label}`}
                className={styles.radio}
                {...register('rate')}
              />
              <Face rating={Number(value)} />
              <span className={styles.faceNumber} aria-hidden="true">
                {value}
              </span>
            </label>
          ))}
        </div>
        <div className={styles.scale} aria-hidden="true">
          <span>Very dissatisfied</span>
          <span>Very satisfied</span>
        </div>
      </fieldset>
      <ErrorText id={errorId} message={errors.rate?.message} className={styles.error} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          Submit
        </button>
      </div>
    </form>
  );
}

function FollowUpForm({idPrefix, onSubmit}: {idPrefix: string; onSubmit: (v: FollowUpStep) => void}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: {errors},
  } = useForm<FollowUpStep>({
    resolver: standardSchemaResolver(followUpStepSchema),
    defaultValues: {message: '', email: ''},
    shouldUnregister: false,
  });
  const wantsFollowUp = watch('followUp') === 'yes';
  const f = (name: string) => `${idPrefix}-${name}`;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label="Tell us more">
      <p className={styles.lead}>Step 2 of 2: your answer has been recorded. Anything you add here helps us more.</p>
      <div className={styles.field}>
        <label htmlFor={f('message')}>What should we improve? (optional)</label>
        <textarea
          id={f('message')}
          rows={4}
          maxLength={MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? f('message-error') : undefined}
          {...register('message')}
        />
        <ErrorText id={f('message-error')} message={errors.message?.message} className={styles.error} />
      </div>
      <fieldset className={styles.fieldset} aria-describedby={errors.followUp ? f('followUp-error') : undefined}>
        <legend className={styles.legendInline}>May we contact you about your answer?</legend>
        <div className={styles.choices}>
          <label>
            <input type="radio" value="yes" {...register('followUp')} /> Yes
          </label>
          <label>
            <input type="radio" value="no" {...register('followUp')} /> No
          </label>
        </div>
      </fieldset>
      <ErrorText id={f('followUp-error')} message={errors.followUp?.message} className={styles.error} />
      {wantsFollowUp && (
        <div className={styles.field}>
          <label htmlFor={f('email')}>Email</label>
          <input
            id={f('email')}
            type="email"
            autoComplete="email"
            placeholder={EMAIL_EXAMPLE}
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? f('email-error') : undefined}
            {...register('email')}
          />
          <ErrorText id={f('email-error')} message={errors.email?.message} className={styles.error} />
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          Send
        </button>
      </div>
    </form>
  );
}
