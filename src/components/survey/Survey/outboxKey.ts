/** The localStorage key of the survey outbox; its own module so that the provider stays tiny. */
export const SURVEY_OUTBOX_KEY = 'faststore-docs:survey-outbox';
