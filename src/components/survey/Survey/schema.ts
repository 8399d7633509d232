/**
 * The survey's data, one schema per form step plus the response that is sent.
 * The response schema is the single source of the payload's shape.
 */
import * as z from '../../../lib/zod';

export const RATINGS = [
  {value: '1', label: 'very dissatisfied'},
  {value: '2', label: 'dissatisfied'},
  {value: '3', label: 'neutral'},
  {value: '4', label: 'satisfied'},
  {value: '5', label: 'very satisfied'},
] as const;
type RatingValue = (typeof RATINGS)[number]['value'];
const RATING_VALUES = RATINGS.map((r) => r.value) as [RatingValue, ...RatingValue[]];

export const MESSAGE_MAX = 2000;
export const EMAIL_EXAMPLE = 'you@example.com';

/** Step 1: a rating from 1 to 5 is required. */
export const ratingStepSchema = z.object({
  rate: z.enum(RATING_VALUES, {error: 'Choose a rating from 1 (very dissatisfied) to 5 (very satisfied).'}),
});
export type RatingStep = z.infer<typeof ratingStepSchema>;

/** Step 2: follow-up Yes or No is required; with Yes, a valid email is required too. */
export const followUpStepSchema = z
  .object({
    message: z.string().max(MESSAGE_MAX, `Keep your comment under ${MESSAGE_MAX} characters.`),
    followUp: z.enum(['yes', 'no'], {error: 'Tell us whether we may contact you.'}),
    email: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.followUp !== 'yes') return;
    const email = value.email.trim();
    if (!email) {
      ctx.addIssue({code: 'custom', path: ['email'], message: 'Enter your email so that we can contact you.'});
    } else if (!z.email().safeParse(email).success) {
      ctx.addIssue({code: 'custom', path: ['email'], message: `Enter an email address such as ${EMAIL_EXAMPLE}.`});
    }
  });
export type FollowUpStep = z.infer<typeof followUpStepSchema>;

/**
 * What the webhook receives, step 1 and step 2 alike: always the same five keys, so that an
 * automation that maps fields by key never meets a missing one. `message` and `email` are empty
 * strings until the reader writes a message or agrees to be contacted. The build publishes this
 * schema as JSON Schema (`/schemas/survey-response.schema.json`).
 */
export const surveyResponseSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .describe('One id per survey: the step 2 response replaces the step 1 response with the same id.'),
    timestamp: z.string().min(1).describe("When the reader answered, in the reader's locale."),
    rate: z.number().int().min(1).max(5).describe('1 (very dissatisfied) to 5 (very satisfied).'),
    message: z.string().max(MESSAGE_MAX).describe('What the reader wrote; empty when nothing was written.'),
    email: z
      .union([z.literal(''), z.email()])
      .describe('Only when the reader agreed to be contacted; otherwise empty.'),
  })
  .strict();
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

export function buildResponse(
  base: {id: string; timestamp: string},
  rating: RatingStep,
  followUp?: FollowUpStep,
): SurveyResponse {
  return surveyResponseSchema.parse({
    ...base,
    rate: Number(rating.rate),
    message: followUp?.message.trim() ?? '',
    email: followUp?.followUp === 'yes' ? followUp.email.trim() : '',
  });
}
