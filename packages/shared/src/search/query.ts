/**
 * What a search query asks, in the terms both searches match on: the site's search box (Pagefind in the
 * browser) and the coding-agent server's `search_docs` (the same Pagefind index in Node) read a query
 * through this module, so a question finds the same pages in both. Readers type what they want to do
 * ("how do I write a custom resolver"), in English or Portuguese, or paste a name or an error: the
 * words that carry no meaning are set aside, Portuguese domain words are read as their English twins,
 * and the query says whether it asks about a release. Browser-safe: no Node or Docusaurus imports.
 */

/** Portuguese filler words, as Brazilian developers write their questions. */
const PORTUGUESE_FILLER = (
  'como de do da dos das no na nos nas o os as um uma uns umas para pra pro com em e ou que qual quais onde ' +
  'por ao aos se meu minha meus minhas seu sua fazer faz fazendo quero preciso posso pode usar usando sobre ' +
  'isso esse essa este esta nao não sim mas mais quando porque tem ter ser foi sao estao ja ainda ele ela ' +
  'eles elas nem muito existe existem existir ha há faço faco fiz tá ta dando cadê cade pelo pela pelos pelas entre eu ' +
  'deu ruim'
).split(' ');

/**
 * Words that say how a question is asked, not what it is about. A page need not contain them to answer
 * it. Verbs such as `write` or `make` are here because every guide is about writing or making something.
 */
const FILLER = new Set([
  ...(
    "a an the how do does did done i im i'm ive we you your yours my mine our me us to too in into on onto at of " +
    "for from with by and or is are was were be been being it its it's can cant can't could should would will " +
    "shall may might must what whats what's where when why which who whom whose this that these those there here " +
    'write writing wrote make making made want wants need needs way ways best about please help some any ' +
    'using use used just only also so then than if vs via up out get gets got one own should let lets not ' +
    'tell show explain docs documentation before after while during'
  ).split(' '),
  ...PORTUGUESE_FILLER,
]);

/** Portuguese filler words that English questions also hold, as words or as the letters of a name. */
const ALSO_ENGLISH = new Set('de do no nos o as e em se ha'.split(' '));

/**
 * Words that only a Portuguese question holds: a query with one of them, or with a Portuguese accent,
 * is read as Portuguese.
 */
const PORTUGUESE_ONLY = new Set(PORTUGUESE_FILLER.map(fold).filter((w) => !ALSO_ENGLISH.has(w)));
const PORTUGUESE_LETTERS = /[ãõçáéíóúâêô]/i;

/**
 * The words of the portal's domain as Brazilian developers write them, each read as the English word
 * the pages use (listed by that word). Only words that name something the portal documents; anything
 * else stays as typed.
 */
const PORTUGUESE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    cart: 'carrinho sacola',
    product: 'produto',
    products: 'produtos',
    theme: 'tema temas',
    color: 'cor',
    colors: 'cores',
    change: 'mudar alterar trocar',
    customize: 'personalizar customizar',
    setting: 'configurar configuracao',
    settings: 'configuracoes',
    account: 'conta',
    accounts: 'contas',
    deploy: 'implantar',
    publish: 'publicar publiquei publicado publicada publica',
    hosting: 'hospedar hospedagem',
    store: 'loja',
    stores: 'lojas',
    error: 'erro pau',
    errors: 'erros',
    search: 'busca buscar pesquisa pesquisar',
    filter: 'filtro filtrar',
    filters: 'filtros',
    price: 'preco',
    prices: 'precos',
    range: 'faixa',
    sort: 'ordenar ordenacao',
    page: 'pagina',
    pages: 'paginas',
    pagination: 'paginacao',
    component: 'componente',
    components: 'componentes',
    styling: 'estilo estilos estilizar',
    button: 'botao',
    buttons: 'botoes',
    image: 'imagem',
    images: 'imagens',
    order: 'pedido',
    orders: 'pedidos',
    shipping: 'frete',
    delivery: 'entrega',
    session: 'sessao',
    login: 'entrar',
    variables: 'variaveis',
    variable: 'variavel',
    environment: 'ambiente',
    secret: 'segredo',
    secrets: 'segredos',
    performance: 'desempenho',
    test: 'teste',
    tests: 'testes',
    redirect: 'redirecionamento redirecionar',
    redirects: 'redirecionamentos',
    route: 'rota',
    routes: 'rotas',
    upgrade: 'atualizar atualizacao',
    version: 'versao',
    versions: 'versoes',
    release: 'novidades',
    changes: 'mudancas',
    install: 'instalar',
    create: 'criar criei criado criada cria',
    add: 'adicionar',
    remove: 'remover',
    category: 'categoria',
    categories: 'categorias',
    collection: 'colecao',
    collections: 'colecoes',
    brand: 'marca',
    shelf: 'prateleira vitrine',
    offer: 'oferta',
    offers: 'ofertas',
    discount: 'desconto',
    quantity: 'quantidade',
    start: 'iniciar inicio',
    'getting started': 'comecar',
    quickstart: 'rapido',
    preview: 'visualizar previa',
    content: 'conteudo',
    query: 'consulta',
    queries: 'consultas',
    schema: 'esquema',
    types: 'tipos',
    hook: 'gancho',
    improve: 'melhorar',
    slow: 'lento lenta',
    section: 'secao',
    sections: 'secoes',
    new: 'nova novo',
    work: 'funciona funcionar',
    loading: 'carregamento carregando',
    build: 'compilar',
    migrating: 'migrar migracao',
    navigation: 'navegacao',
    footer: 'rodape',
    header: 'cabecalho',
    accessibility: 'acessibilidade',
    key: 'chave',
    keys: 'chaves',
    repository: 'repositorio',
    server: 'servidor',
    code: 'codigo',
    file: 'arquivo',
    files: 'arquivos',
    folder: 'pasta',
    data: 'dados',
    user: 'usuario',
    customer: 'cliente',
    password: 'senha',
    browser: 'navegador',
    request: 'requisicao',
    function: 'funcao',
    field: 'campo',
    fields: 'campos',
    payment: 'pagamento',
    installments: 'parcelas parcelamento',
    font: 'fonte',
    icon: 'icone',
    icons: 'icones',
    results: 'resultados',
    list: 'lista',
    message: 'mensagem',
    edit: 'editar',
    delete: 'apagar excluir',
    save: 'salvar',
    download: 'baixar',
    update: 'atualiza atualizou',
    calculate: 'calcular',
    keep: 'guardar manter',
    production: 'producao',
    project: 'projeto',
    projects: 'projetos',
    stock: 'estoque esgotado esgotados',
  }).flatMap(([english, words]) => words.split(' ').map((word) => [word, english])),
);

/**
 * The endings of a regular Portuguese verb's forms (`atualizo`, `mudou`, `removi`, `alterando`,
 * `atualize`, `mudaram`, `removeria`, `adicionasse`), by the ending of its infinitive.
 */
const CONJUGATED: readonly (readonly [infinitive: string, endings: readonly string[]])[] = Object.entries({
  ar: 'o a as amos am ei ou ava avam ando ado ada ados adas e es em emos aram arei ara arao aria ariam asse assem',
  er: 'o e es emos em i eu ia iam endo ido ida idos idas a as am amos eram erei era erao eria eriam esse essem',
  ir: 'o e es imos em i iu ia iam indo ido ida idos idas a as am amos iram irei ira irao iria iriam isse issem',
}).map(([infinitive, endings]) => [infinitive, endings.split(' ')] as const);

/** Forms of the glossary's verbs that are English words too, read as English. */
const ENGLISH_FORMS = new Set(
  (
    'personalize personalizes customize customizes configure configures cries remove removes visualize ' +
    'visualizes compile compiles salvo salve salves mantes manta mantas'
  ).split(' '),
);

/** The glossary's verbs by infinitive (`atualizar`), whose other forms are read as the same English word. */
const VERBS = new Map([...PORTUGUESE].filter(([word]) => word.length >= 5 && /(ar|er|ir)$/.test(word)));

/**
 * The English word the pages use for a folded Portuguese word: the glossary's own word, or a form of
 * one of its verbs (`atualizei` as `atualizar`).
 */
function glossary(folded: string): string | undefined {
  const listed = PORTUGUESE.get(folded);
  if (listed !== undefined) return listed;
  // A filler word is not a verb's form (`entre`, between, is not `entrar`).
  if (ENGLISH_FORMS.has(folded) || FILLER.has(folded)) return undefined;
  for (const [infinitive, endings] of CONJUGATED) {
    for (const ending of endings) {
      if (!folded.endsWith(ending) || folded.length - ending.length < 3) continue;
      const english = VERBS.get(folded.slice(0, -ending.length) + infinitive);
      if (english !== undefined) return english;
    }
  }
  return undefined;
}

/**
 * Developers' shorthand for words the pages spell out, each read as those words: `pr` finds the page
 * about pull requests, `repo` the pages that say repository. Only shorthand the pages never use.
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map(
  Object.entries({
    pr: 'pull request',
    prs: 'pull requests',
    repo: 'repository',
    repos: 'repositories',
    perf: 'performance',
  }),
);

/** Words that ask what changed, or version numbers: release notes answer these queries first. */
const RELEASE_WORDS = new Set(
  (
    'release releases released changelog changed changes breaking whats ' +
    'upgrade upgrading deprecated removed added introduced'
  ).split(' '),
);
const VERSION = /^v?\d+(\.\d+)+$|^v?\d+\.x$/;
/**
 * The words of a question asking when something came (`since which version is PriceRange available`,
 * `when did the Modal come`) that only say so: the release note that dates it need not hold them.
 */
const WHEN_FILLER = new Set(
  'since version versions release available come came arrive arrived appear appeared'.split(' '),
);
/** Asking when something came or went (`when did … come`, `since which version`): a release note dates it. */
const RELEASE_QUESTION = /\b(when (did|was|were|will)|since when|since (which|what) (version|release))\b/i;
/** Whether a word is a version number (`1.9.11`, `v1.8`, `1.x`): exact, never a typo of another. */
export const isVersion = (word: string): boolean => VERSION.test(fold(word));
/**
 * What a pasted error message looks like: a prefix that names its source or kind (`TypeError:`,
 * `[sdk]:`, `ENOENT:`), or the words that compilers, GraphQL and Node write when something fails.
 */
const ERROR_PREFIX = /^(\[[^\]]+\]|[A-Z][A-Z0-9_]+|\w*Error):/;
/** A sentence that names the kind of error it reports, as Next.js and TypeScript write it (`Type error: …`). */
const ERROR_KIND = /\b(type|syntax|reference|module|build) ?error:/i;
const ERROR_WORDS = /\b(cannot|can't|unknown|undefined|uncaught|unexpected|failed|not (defined|found|a function))\b/i;

/**
 * The English word the pages use for a Portuguese word of the glossary (`frete` → `shipping`), when it
 * is one word: for a word being typed that starts no word of the pages, so is Portuguese, not unfinished.
 */
export function englishOf(word: string): string | undefined {
  const english = glossary(fold(word));
  return english !== undefined && english !== fold(word) && !english.includes(' ') ? english : undefined;
}

/** A version written with a `v` (`v1.9.4`) as the pages write it; any other word as it is. */
const withoutVersionV = (folded: string): string =>
  /^v\d/.test(folded) && VERSION.test(folded) ? folded.slice(1) : folded;

/** Whether a word only says how a question is asked (`how`, `to`, `my`), in English or Portuguese. */
export const isFiller = (word: string): boolean => FILLER.has(fold(word));

export interface AnalysedQuery {
  /** The query as typed, trimmed. */
  text: string;
  /** The words the searches match, in order: fillers set aside, Portuguese read as English, lower case. */
  terms: string[];
  /** The words set aside as filler. */
  filler: string[];
  /** Portuguese words read as their English twin (`carrinho` → `cart`). */
  translated: {from: string; to: string}[];
  /**
   * Whether the query reads as Portuguese: a word of it that no page holds is then a word the
   * translation does not know, rather than something the reader needs a page to say.
   */
  portuguese: boolean;
  /** Whether the query asks about a release, a version or a change. */
  aboutRelease: boolean;
  /** Whether the query asks when something came (`when did`, `since which version`): a release note dates it. */
  asksWhen: boolean;
  /** Whether the query is an error message, pasted or retold. */
  aboutError: boolean;
  /** Whether the query asks why, or what something is: a question that a page explaining it answers. */
  aboutConcept: boolean;
}

/** How a question about why, what something is or how two things differ starts. */
const CONCEPT_QUESTION = /^\s*(why|what is|what are|what's|difference between)\b/i;

/** Lower case without accents: `Configuração` and `configuracao` are one word. */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The words of a query: split at spaces and at punctuation around words, keeping what holds a name
 * together inside one (`next.config.js`, `price_desc`, `data-fs-button`, `1.9.11`, `@faststore/sdk`).
 */
export function queryWords(text: string): string[] {
  return (
    text
      .split(/[\s,;:!?()[\]{}<>"'`“”‘’=|]+/)
      .map((word) => word.replace(/[.\-_/]+$/, ''))
      // A file whose name starts with `_` (`_app.tsx`) keeps it: the pages write it so.
      .map((word) => (/^_[\w-]+\.[a-z]/i.test(word) ? word : word.replace(/^[.\-_/]+/, '')))
      .filter(Boolean)
  );
}

/** Past this many words a query is pasted output rather than a question. */
const PASTE_WORDS = 24;

/**
 * What of a pasted build or console output is searched: its first sentence or line that reads as the
 * error (`Cannot query field "cmsHome" on type "Query"`), else its start; the stack, paths and advice
 * around it hold words of every page. A query of a question's length is searched whole.
 */
export function searchedPart(text: string): string {
  const words = queryWords(text);
  if (words.length <= PASTE_WORDS) return text;
  const parts = text.split(/[\n\r]+|(?<=[.!?])\s+/).map((p) => p.trim());
  // A sentence that names the error's kind (`Type error: …`, `TypeError: …`) says more than one that
  // only says something failed (`Failed to compile.`).
  const error = parts.find((p) => ERROR_PREFIX.test(p) || ERROR_KIND.test(p)) ?? parts.find((p) => ERROR_WORDS.test(p));
  // From the error's own words: a log line often carries the tool's chatter before them.
  const marks = error
    ? [error.search(/\b\w*Error\b|\bERROR\b/), error.search(ERROR_KIND), error.search(ERROR_WORDS)].filter(
        (i) => i >= 0,
      )
    : [];
  const start = marks.length > 0 ? Math.min(...marks) : 0;
  return queryWords((error ?? text).slice(start))
    .slice(0, PASTE_WORDS)
    .join(' ');
}

/**
 * `lastWordUnfinished`: the reader is still typing the last word, which is then read as typed: `pr` may
 * become `product` and `cor` `core`, so neither is read as shorthand or Portuguese yet.
 */
export function analyseQuery(text: string, {lastWordUnfinished = false} = {}): AnalysedQuery {
  const trimmed = text.trim();
  const terms: string[] = [];
  const filler: string[] = [];
  const translated: {from: string; to: string}[] = [];
  let aboutRelease = false;
  let portuguese = false;
  const words = queryWords(searchedPart(trimmed));
  const asksWhen = RELEASE_QUESTION.test(trimmed);
  for (const [i, word] of words.entries()) {
    // The pages write versions without the `v` (`1.9.4`, not `v1.9.4`).
    const folded = withoutVersionV(fold(word));
    // In a question already read as Portuguese, a word of the glossary is Portuguese, finished or not.
    const portugueseSoFar = portuguese && glossary(folded) !== undefined;
    // What a word says of the question (a release word, a version, Portuguese letters) holds while it is typed.
    if (PORTUGUESE_ONLY.has(folded) || PORTUGUESE_LETTERS.test(word)) portuguese = true;
    if (RELEASE_WORDS.has(folded) || VERSION.test(folded) || folded === 'novidades') aboutRelease = true;
    if (asksWhen && WHEN_FILLER.has(folded)) {
      filler.push(word);
      continue;
    }
    if (lastWordUnfinished && i === words.length - 1 && !FILLER.has(folded) && !portugueseSoFar) {
      terms.push(folded);
      continue;
    }
    const spelledOut = SHORTHAND.get(folded);
    if (spelledOut !== undefined) {
      terms.push(...spelledOut.split(' '));
      continue;
    }
    const english = glossary(folded);
    if (english !== undefined && english !== folded) {
      portuguese = true;
      translated.push({from: word, to: english});
      terms.push(...english.split(' '));
      continue;
    }
    if (FILLER.has(folded)) {
      filler.push(word);
      continue;
    }
    terms.push(folded);
  }
  // A query of nothing but filler words ("how to") still searches for what was typed.
  const kept = terms.length > 0 ? terms : filler.map(fold);
  const aboutError = ERROR_PREFIX.test(trimmed) || ERROR_WORDS.test(trimmed);
  return {
    text: trimmed,
    terms: [...new Set(kept)],
    filler: terms.length > 0 ? filler : [],
    translated,
    portuguese,
    aboutRelease: aboutRelease || asksWhen,
    asksWhen,
    aboutError,
    aboutConcept: CONCEPT_QUESTION.test(trimmed),
  };
}

/**
 * A word's stem for matching page titles and keywords: plurals, `-ing` and `-ed` forms meet their base
 * (`redirects`, `redirecting`, `redirected` → `redirect`; `styles`, `styling` → `styl`). Short words are
 * kept as they are.
 */
export function stem(word: string): string {
  let w = fold(word);
  if (w.length <= 4) return w;
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (/(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 5) w = w.slice(0, -2);
  // `style` and `styling`, `change` and `changing` meet without their final e.
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w.replace(/([^aeiouls])\1$/, '$1');
}
