/**
 * The starter submission form. With STARTER_SUBMISSION_URL configured, a submission is
 * POSTed as JSON through the outbox: it is kept in the browser until the endpoint answers 2xx and is
 * retried on the next load and when the browser comes back online. Without an endpoint, submitting
 * opens a pre-filled issue on the repository in a new tab. The typed values stay in the form until a
 * submission has gone out.
 *
 * The page is server-rendered and its scripts start after the first paint, so the form is on screen
 * before the code that handles it runs. Until then its fields are disabled and it says it is loading:
 * submitted natively, it would send the reader's name and email as a GET, into the page's URL, the
 * browser's history, server logs and the Referer of the next request.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useForm} from 'react-hook-form';
// The Standard Schema resolver validates with the zod schema without zod's v3 compatibility layer.
import {standardSchemaResolver} from '@hookform/resolvers/standard-schema';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EMAIL_EXAMPLE,
  EMPTY_FORM,
  FEATURES_MAX,
  buildSubmission,
  issueUrl,
  submissionSchema,
  type SubmissionInput,
  type SubmissionValues,
} from './schema';
import {starterOutbox, startStarterRetries} from './delivery';
import styles from './styles.module.css';
import {textField} from '@site/src/lib/customFields';
import ErrorText from '@site/src/components/global/ErrorText';

type Outcome = {kind: 'sent'; name: string} | {kind: 'issue'; name: string; url: string} | {kind: 'queued'};

export default function StarterSubmissionForm() {
  const {siteConfig} = useDocusaurusContext();
  const endpoint = textField(siteConfig.customFields, 'starterSubmissionUrl');
  const repositoryUrl = textField(siteConfig.customFields, 'repositoryUrl');
  const ids = useId();
  // False in the server-rendered page and while it hydrates, true once this code handles the form.
  const running = useIsBrowser();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  // One id per filled-in form: sending again after a failure replaces the queued copy, never duplicates it.
  const submissionId = useRef<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: {errors},
  } = useForm<SubmissionInput, unknown, SubmissionValues>({
    resolver: standardSchemaResolver(submissionSchema),
    defaultValues: EMPTY_FORM,
  });

  // Submissions queued on an earlier visit are delivered now, and when the browser is back online.
  useEffect(() => (endpoint ? startStarterRetries() : undefined), [endpoint]);

  useEffect(() => {
    if (outcome) statusRef.current?.focus();
  }, [outcome]);

  async function onSubmit(values: SubmissionValues) {
    submissionId.current ??= crypto.randomUUID();
    const submission = buildSubmission(submissionId.current, values);
    if (!endpoint) {
      const url = issueUrl(repositoryUrl, submission);
      window.open(url, '_blank', 'noopener,noreferrer');
      setOutcome({kind: 'issue', name: submission.name, url});
      return;
    }
    setSending(true);
    const delivered = await starterOutbox().send(submission.id, endpoint, submission);
    setSending(false);
    if (delivered) {
      submissionId.current = null;
      reset(EMPTY_FORM);
      setOutcome({kind: 'sent', name: submission.name});
    } else {
      // Keep the values on screen: the reader may fix or resend, and the outbox still holds a copy.
      setOutcome({kind: 'queued'});
    }
  }

  const f = (name: string) => `${ids}-${name}`;
  /** A Field's id and error; the id, ARIA state and form registration of the control inside it. */
  const field = (name: keyof SubmissionInput) => ({id: f(name), error: errors[name]?.message});
  const control = (name: keyof SubmissionInput, hasHelp = false) => ({
    id: f(name),
    'aria-invalid': errors[name] ? true : undefined,
    // The help text, then the error.
    'aria-describedby':
      [hasHelp && `${f(name)}-help`, errors[name] && `${f(name)}-error`].filter(Boolean).join(' ') || undefined,
    'aria-required': true,
    ...register(name),
  });
  const description = watch('description') ?? '';

  if (outcome && outcome.kind !== 'queued') {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={`alert alert--success ${styles.result}`}>
        {outcome.kind === 'sent' ? (
          <>
            <p className={styles.resultTitle}>
              <strong>Thank you: we received “{outcome.name}”.</strong>
            </p>
            <p>
              The FastStore team reviews each submission and writes to the contact email you gave, either to ask
              questions or to tell you when the starter is listed in the gallery.
            </p>
          </>
        ) : (
          <>
            <p className={styles.resultTitle}>
              <strong>Your submission of “{outcome.name}” is ready as a GitHub issue.</strong>
            </p>
            <p>
              A new tab opened with the issue filled in. Review it and select <em>Submit new issue</em> to send it; the
              FastStore team answers on the issue. If no tab opened,{' '}
              <Link href={outcome.url}>open the pre-filled issue</Link>.
            </p>
          </>
        )}
        <button type="button" className="button button--secondary button--sm" onClick={() => setOutcome(null)}>
          Submit another starter
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label="Submit a starter"
    >
      <p className={styles.hint}>All fields are required.</p>
      {!running && (
        <p id={f('loading')} className={styles.loading}>
          Loading the form…
          <noscript>
            {' '}
            It needs JavaScript, which is turned off in this browser: turn it on, or{' '}
            <Link href={`${repositoryUrl}/issues/new`}>open an issue on the FastStore repository</Link> to submit your
            starter.
          </noscript>
        </p>
      )}
      {/* Disabled controls cannot be submitted, by a button or by Enter in a field. */}
      <fieldset className={styles.whole} disabled={!running} aria-describedby={running ? undefined : f('loading')}>
        <Field {...field('name')} label="Starter name">
          <input type="text" autoComplete="off" {...control('name')} />
        </Field>
        <Field {...field('email')} label="Contact email">
          <input type="email" autoComplete="email" placeholder={EMAIL_EXAMPLE} {...control('email')} />
        </Field>
        <Field
          {...field('repositoryUrl')}
          label="Repository URL"
          help="A public GitHub repository, such as https://github.com/owner/repo."
        >
          <input type="url" inputMode="url" {...control('repositoryUrl', true)} />
        </Field>
        <Field {...field('demoUrl')} label="Demo URL">
          <input type="url" inputMode="url" {...control('demoUrl')} />
        </Field>
        <Field {...field('screenshotUrl')} label="Screenshot URL">
          <input type="url" inputMode="url" {...control('screenshotUrl')} />
        </Field>
        <Field
          {...field('description')}
          label="Description"
          help={`${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters (${description.length} so far).`}
        >
          <textarea rows={4} maxLength={DESCRIPTION_MAX + 100} {...control('description', true)} />
        </Field>
        <Field {...field('features')} label="Features" help={`One feature per line, 1 to ${FEATURES_MAX}.`}>
          <textarea rows={5} {...control('features', true)} />
        </Field>
        <fieldset className={styles.fieldset} aria-describedby={errors.group ? `${f('group')}-error` : undefined}>
          <legend>Kind of starter</legend>
          <label className={styles.choice}>
            <input type="radio" value="community" {...register('group')} /> Community starter
          </label>
          <label className={styles.choice}>
            <input type="radio" value="official" {...register('group')} /> Official starter
          </label>
          <ErrorText id={`${f('group')}-error`} message={errors.group?.message} className={styles.error} />
        </fieldset>
        <div className={styles.field}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              aria-invalid={errors.agreement ? true : undefined}
              aria-describedby={errors.agreement ? `${f('agreement')}-error` : undefined}
              {...register('agreement')}
            />{' '}
            I may share this starter, and I agree that it is listed publicly in the FastStore starters gallery.
          </label>
          <ErrorText id={`${f('agreement')}-error`} message={errors.agreement?.message} className={styles.error} />
        </div>
        {outcome?.kind === 'queued' && (
          <div ref={statusRef} tabIndex={-1} role="alert" className="alert alert--warning">
            We could not reach the submission service. Your submission is saved in this browser and will be sent
            automatically the next time you open this site or come back online. Your answers are still below; you can
            also try again now.
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Sending…' : 'Submit starter'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {help && (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      )}
      <ErrorText id={`${id}-error`} message={error} className={styles.error} />
    </div>
  );
}
