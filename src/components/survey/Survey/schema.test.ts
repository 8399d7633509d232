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
    expect(errorsOf(followUpStepSchema.safeParse({message: '', followUp: 'yes', email: ''})).email).toMatch(
      /Enter your email/,
    );
    expect(errorsOf(followUpStepSchema.safeParse({message: '', followUp: 'yes', email: 'nope@'})).email).toMatch(
      /you@example\.com/,
    );
    expect(followUpStepSchema.safeParse({message: 'hi', followUp: 'yes', email: 'dev@store.com'}).success).toBe(true);
  });

  it('builds the response with all five keys at every step: email only with Yes, empty strings otherwise', () => {
    const base = {id: 'abc', timestamp: '1/2/2026, 10:00:00 AM'};
    expect(buildResponse(base, {rate: '4'})).toEqual({...base, rate: 4, message: '', email: ''});
    expect(buildResponse(base, {rate: '2'}, {message: ' slow ', followUp: 'no', email: 'x@y.z'})).toEqual({
      ...base,
      rate: 2,
      message: 'slow',
      email: '',
    });
    expect(buildResponse(base, {rate: '5'}, {message: '', followUp: 'yes', email: 'dev@store.com'})).toEqual({
      ...base,
      rate: 5,
      message: '',
      email: 'dev@store.com',
    });
    expect(surveyResponseSchema.safeParse({...base, rate: 6, message: '', email: ''}).success).toBe(false);
    expect(surveyResponseSchema.safeParse({...base, rate: 3}).success, 'a body without message and email').toBe(false);
    expect(
      surveyResponseSchema.safeParse({...base, rate: 3, message: '', email: '', extra: 1}).success,
      'an unknown key',
    ).toBe(false);
  });
});
