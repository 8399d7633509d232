/**
 * Labelled sets of search queries for the FastStore 1.9 documentation, each with the pages that truly answer it.
 *
 * The queries are written from the reader's side, the way a FastStore developer types them into the docs search box
 * or asks a coding agent: short, often lowercase, task-focused, with typos, pasted error messages, starter-specific
 * questions and some Portuguese. They were not derived from page titles. Both the site's search and the
 * coding-agent server's `search_docs` tool are measured on them: a query counts as answered when a result points
 * at one of its `answers`, and the off-topic queries check that a search admits a weak best match.
 *
 * The sets are data (./questions/*.json), in three parts. A ranking that is tuned on the questions it is judged by
 * only measures itself, so the labelled questions are split once, by a hash of each query within its kind, into
 * a `tuning` part, which a writer may look at while changing the ranking, and a `heldOut` part, which decides
 * whether a change is kept. The `frozen` part was written from the built pages' text alone, before any tuning,
 * and is never tuned on or edited (./questions/README.md).
 */
import * as z from 'zod';
import labelled from './questions/labelled.json';
import frozen from './questions/frozen.json';

const QuestionKind = z.enum(['task', 'symbol', 'error', 'typo', 'starter', 'portuguese', 'release', 'concept']);

const QuestionSchema = z.strictObject({
  query: z.string().min(1),
  kind: QuestionKind,
  /** Routes of the pages that answer it; a result for any of them counts. */
  answers: z.array(z.string().regex(/^\//)).min(1),
  /** The heading anchor of the section that answers it best, on the first answer's page. */
  section: z.string().min(1).optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

const Split = z.enum(['tuning', 'heldOut']);
const LabelledSchema = z.strictObject({
  questions: z.array(QuestionSchema.extend({part: Split})),
  offTopic: z.array(z.strictObject({query: z.string().min(1), part: Split})),
});
const FrozenSchema = z.strictObject({
  questions: z.array(QuestionSchema),
  offTopic: z.array(z.string().min(1)),
});

export const PART_NAMES = ['tuning', 'heldOut', 'frozen'] as const;
type PartName = (typeof PART_NAMES)[number];

export interface QuestionSet {
  questions: Question[];
  /** Questions no page answers: a search must say its best match is weak rather than list pages confidently. */
  offTopic: string[];
}

const {questions: labelledQuestions, offTopic: labelledOffTopic} = LabelledSchema.parse(labelled);
const frozenSet = FrozenSchema.parse(frozen);

const labelledPart = (part: z.infer<typeof Split>): QuestionSet => ({
  questions: labelledQuestions.filter((q) => q.part === part).map(({part: _part, ...question}) => question),
  offTopic: labelledOffTopic.filter((q) => q.part === part).map((q) => q.query),
});

export const PARTS: Record<PartName, QuestionSet> = {
  tuning: labelledPart('tuning'),
  heldOut: labelledPart('heldOut'),
  frozen: frozenSet,
};

/** Every labelled question, both parts: what no keyword may repeat, and what the floors of the tests hold. */
export const QUESTIONS: Question[] = [...PARTS.tuning.questions, ...PARTS.heldOut.questions];

/** Every labelled off-topic question, both parts. */
export const OFF_TOPIC: string[] = [...PARTS.tuning.offTopic, ...PARTS.heldOut.offTopic];
