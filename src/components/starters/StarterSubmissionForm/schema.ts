/**
 * The starter submission form's rules and the JSON it sends.
 * One schema is the single source of the messages shown next to the fields.
 */
import * as z from '../../../lib/zod';

export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 500;
export const FEATURES_MAX = 10;
export const EMAIL_EXAMPLE = 'you@example.com';
const GITHUB_REPO = /^https:\/\/github\.com\/[A-Za-z0-9-]+\/[A-Za-z0-9._-]+\/?$/;

/** Non-empty, trimmed lines of the features box. */
const featureLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const required = (message: string) => z.string().trim().min(1, message);
const webUrl = (empty: string) =>
  required(empty).pipe(z.url({protocol: /^https?$/, error: 'Enter a full address starting with https://.'}));

export const submissionSchema = z.object({
  name: required('Enter the name of the starter.').pipe(z.string().max(80, 'Keep the name to 80 characters or fewer.')),
  email: required('Enter a contact email.').pipe(z.email(`Enter an email address such as ${EMAIL_EXAMPLE}.`)),
  repositoryUrl: required('Enter the URL of the starter’s repository.').pipe(
    z.string().regex(GITHUB_REPO, 'Enter a GitHub repository URL such as https://github.com/owner/repo.'),
  ),
  demoUrl: webUrl('Enter the URL of a live demo.'),
  screenshotUrl: webUrl('Enter the URL of a screenshot of the store.'),
  description: required('Describe the starter.').pipe(
    z
      .string()
      .min(DESCRIPTION_MIN, `Write at least ${DESCRIPTION_MIN} characters.`)
      .max(DESCRIPTION_MAX, `Keep the description to ${DESCRIPTION_MAX} characters or fewer.`),
  ),
  features: z.string().superRefine((text, ctx) => {
    const count = featureLines(text).length;
    if (count === 0) ctx.addIssue({code: 'custom', message: 'List at least one feature, one per line.'});
    else if (count > FEATURES_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `List at most ${FEATURES_MAX} features, one per line (you listed ${count}).`,
      });
    }
  }),
  group: z.enum(['community', 'official'], {error: 'Choose whether this is a community or an official starter.'}),
  agreement: z.literal(true, {error: 'Confirm that you may share this starter and agree to its listing.'}),
});

export type SubmissionInput = z.input<typeof submissionSchema>;
export type SubmissionValues = z.output<typeof submissionSchema>;

/** The form as it starts, and after a submission has gone out: every text field empty, no choice made. */
export const EMPTY_FORM: Partial<SubmissionInput> = {
  name: '',
  email: '',
  repositoryUrl: '',
  demoUrl: '',
  screenshotUrl: '',
  description: '',
  features: '',
};

/**
 * The JSON body POSTed to STARTER_SUBMISSION_URL. The build publishes it as JSON Schema
 * (`/schemas/starter-submission.schema.json`) for whoever writes the receiver.
 */
export const starterSubmissionSchema = z
  .object({
    id: z.string().min(1).describe('Unique per submission; a retried POST carries the same id.'),
    submittedAt: z.iso.datetime().describe('When the form was sent, in UTC (ISO 8601).'),
    name: z.string().min(1).max(80),
    email: z.email(),
    repositoryUrl: z.string().regex(GITHUB_REPO).describe('A GitHub repository, without a trailing slash.'),
    demoUrl: z.url(),
    screenshotUrl: z.url(),
    description: z.string().min(DESCRIPTION_MIN).max(DESCRIPTION_MAX),
    features: z.array(z.string().min(1)).min(1).max(FEATURES_MAX),
    group: z.enum(['community', 'official']),
  })
  .strict();
export type StarterSubmission = z.infer<typeof starterSubmissionSchema>;

export function buildSubmission(id: string, values: SubmissionValues, now = new Date()): StarterSubmission {
  // The agreement is a condition of sending, not part of what is sent. The schema orders the keys.
  const {agreement: _agreement, ...fields} = values;
  return starterSubmissionSchema.parse({
    ...fields,
    id,
    submittedAt: now.toISOString(),
    repositoryUrl: fields.repositoryUrl.replace(/\/$/, ''),
    features: featureLines(fields.features),
  });
}

/** The GitHub "new issue" address with the submission as title and Markdown body. */
export function issueUrl(repositoryUrl: string, s: StarterSubmission): string {
  const body = [
    `**Starter:** ${s.name}`,
    `**Group:** ${s.group}`,
    `**Contact:** ${s.email}`,
    `**Repository:** ${s.repositoryUrl}`,
    `**Demo:** ${s.demoUrl}`,
    `**Screenshot:** ${s.screenshotUrl}`,
    '',
    '### Description',
    '',
    s.description,
    '',
    '### Features',
    '',
    ...s.features.map((f) => `- ${f}`),
  ].join('\n');
  const params = new URLSearchParams({title: `Starter submission: ${s.name}`, body});
  return `${repositoryUrl.replace(/\/$/, '')}/issues/new?${params.toString()}`;
}
