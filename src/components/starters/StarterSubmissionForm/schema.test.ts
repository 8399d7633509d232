import {describe, expect, it} from 'vitest';
import {EMPTY_FORM, buildSubmission, issueUrl, submissionSchema} from './schema';

const valid = {
  name: 'Garden Store',
  email: 'dev@garden.example',
  repositoryUrl: 'https://github.com/garden/garden.store/',
  demoUrl: 'https://garden.example/demo',
  screenshotUrl: 'https://garden.example/shot.png',
  description: 'A storefront for plants and garden tools.',
  features: 'Care guides\n\n  Seasonal collections  \n',
  group: 'community' as const,
  agreement: true,
};

const messages = (input: Record<string, unknown>) => {
  const result = submissionSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('starter submission schema', () => {
  it('accepts a valid submission and builds the JSON body', () => {
    const values = submissionSchema.parse(valid);
    const body = buildSubmission('id-1', values, new Date('2026-01-02T03:04:05Z'));
    expect(body).toEqual({
      id: 'id-1',
      submittedAt: '2026-01-02T03:04:05.000Z',
      name: 'Garden Store',
      email: 'dev@garden.example',
      repositoryUrl: 'https://github.com/garden/garden.store',
      demoUrl: 'https://garden.example/demo',
      screenshotUrl: 'https://garden.example/shot.png',
      description: 'A storefront for plants and garden tools.',
      features: ['Care guides', 'Seasonal collections'],
      group: 'community',
    });
  });

  it('names every missing field', () => {
    const errors = messages(EMPTY_FORM);
    expect(Object.keys(errors).sort()).toEqual([
      'agreement',
      'demoUrl',
      'description',
      'email',
      'features',
      'group',
      'name',
      'repositoryUrl',
      'screenshotUrl',
    ]);
  });

  it.each([
    ['repositoryUrl', 'https://gitlab.com/a/b', /GitHub repository URL/],
    ['repositoryUrl', 'https://github.com/only-owner', /GitHub repository URL/],
    ['email', 'dev@', /email address such as/],
    ['demoUrl', 'ftp://garden.example', /https:\/\//],
    ['description', 'short', /at least 20/],
    ['description', 'x'.repeat(501), /500 characters or fewer/],
    ['features', Array.from({length: 11}, (_, i) => `F${i}`).join('\n'), /at most 10 .*you listed 11/],
  ])('rejects %s = %j', (field, value, message) => {
    expect(messages({...valid, [field]: value})[field]).toMatch(message);
  });

  it('pre-fills the GitHub issue with the submission', () => {
    const url = new URL(
      issueUrl('https://github.com/vtex/faststore', buildSubmission('id', submissionSchema.parse(valid))),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/vtex/faststore/issues/new');
    expect(url.searchParams.get('title')).toBe('Starter submission: Garden Store');
    expect(url.searchParams.get('body')).toContain('- Seasonal collections');
  });
});
