/**
 * How well a search answers the labelled questions (./questions): the share answered by the first
 * result (hits@1) and among the first three (hits@3), the mean reciprocal rank of the first answering
 * result (MRR, counting the first ten), and the share of questions that found nothing. The site's
 * browser test, the coding-agent server's test and `npm run bench` all measure with this.
 */
import type {Question} from './questions';

export interface Metrics {
  questions: number;
  hitsAt1: number;
  hitsAt3: number;
  mrr: number;
  zeroResults: number;
  /** Questions not answered among the first three, worst first: what a writer looks at next. */
  misses: {query: string; expected: string; got: string[]; rank: number | null}[];
}

/** A result's route as the questions name it: no origin, anchor, `.html` or trailing slash. */
function routeOf(href: string): string {
  const path = href.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[#?].*$/, '');
  return path.replace(/\.html$/, '').replace(/(.)\/$/, '$1') || '/';
}

/** The rank (1-based) of the first result that answers `question` among `results`, or null. */
export function answerRank(question: Question, results: readonly string[]): number | null {
  const answers = new Set(question.answers);
  const index = results.findIndex((href) => answers.has(routeOf(href)));
  return index === -1 ? null : index + 1;
}

export function evaluate(asked: readonly {question: Question; results: readonly string[]}[]): Metrics {
  let at1 = 0;
  let at3 = 0;
  let reciprocal = 0;
  let zero = 0;
  const misses: Metrics['misses'] = [];
  for (const {question, results} of asked) {
    const rank = answerRank(question, results.slice(0, 10));
    if (results.length === 0) zero += 1;
    if (rank === 1) at1 += 1;
    if (rank !== null && rank <= 3) at3 += 1;
    if (rank !== null) reciprocal += 1 / rank;
    if (rank === null || rank > 3) {
      misses.push({query: question.query, expected: question.answers[0], got: results.slice(0, 3).map(routeOf), rank});
    }
  }
  const n = asked.length || 1;
  misses.sort((a, b) => (b.rank ?? 99) - (a.rank ?? 99));
  return {
    questions: asked.length,
    hitsAt1: at1 / n,
    hitsAt3: at3 / n,
    mrr: reciprocal / n,
    zeroResults: zero / n,
    misses,
  };
}
