/**
 * zod for the code that runs in readers' browsers (the survey, the starter form, the outbox). zod
 * compiles its object parsers with `new Function` when it can, probing for it with `Function('')`;
 * the pages' Content-Security-Policy forbids evaluating code, so the probe would be refused and
 * reported as a violation on every page that parses a form. Without that compilation parsing gives
 * the same results, and the site's forms are small.
 */
import * as z from 'zod';

z.config({jitless: true});

export * from 'zod';
