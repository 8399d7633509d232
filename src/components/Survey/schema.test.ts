import {describe, expect, it} from 'vitest';
import {buildResponse, followUpStepSchema, ratingStepSchema, surveyResponseSchema} from './schema';

const errorsOf = (result: {success: boolean; error?: {issues: {path: PropertyKey[]; message: string}[]}}) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('survey schemas', () => {
  it('requires a rating from 1 to 5', () => {
    expect(ratingStepSchema.safeParse({}).success).toBe(false);
    expect(errorsOf(ratingStepSchema.safeParse({rate: undefined}))).toHaveProperty('rate');
    for (const bad of ['0', '6', 3, '']) expect(ratingStepSchema.safeParse({rate: bad}).success).toBe(false);
    for (const good of ['1', '3', '5']) expect(ratingStepSchema.safeParse({rate: good}).success).toBe(true);
  });

  it('requires a follow-up choice', () => {
    const r = followUpStepSchema.safeParse({message: '', followUp: undefined, email: ''});
    expect(errorsOf(r).followUp).toMatch(/contact you/);
  });

  it('requires a well-formed email only for Yes', () => {
    expect(followUpStepSchema.safeParse({message: '', followUp: 'no', email: ''}).success).toBe(true);
    expect(errorsOf(followUpStepSchema.safeParse({message: '', followUp: 'yes', email: ''})).email).toMatch(/Enter your email/);
    expect(errorsOf(followUpStepSchema.safeParse({message: '', followUp: 'yes', email: 'nope@'})).email).toMatch(/you@example\.com/);
    expect(followUpStepSchema.safeParse({message: 'hi', followUp: 'yes', email: 'dev@store.com'}).success).toBe(true);
  });

  it('builds the response: email only with Yes, message only when written', () => {
    const base = {id: 'abc', timestamp: '1/2/2026, 10:00:00 AM'};
    expect(buildResponse(base, {rate: '4'})).toEqual({...base, rate: 4});
    expect(buildResponse(base, {rate: '2'}, {message: ' slow ', followUp: 'no', email: 'x@y.z'})).toEqual({...base, rate: 2, message: 'slow'});
    expect(buildResponse(base, {rate: '5'}, {message: '', followUp: 'yes', email: 'dev@store.com'})).toEqual({...base, rate: 5, email: 'dev@store.com'});
    expect(surveyResponseSchema.safeParse({...base, rate: 6}).success).toBe(false);
  });
});
