/**
 * Highlights code in Node, at build time, into the HTML of each line's tokens: the same Prism
 * (prism-react-renderer's, with the site's additional languages) and the same tokens and classes that
 * the classic CodeBlock renders in the browser. Token colours of both code themes travel as CSS
 * custom properties (`--l-color`, `--d-color`, …), which src/theme/CodeBlock/Content/styles.module.css
 * applies for the light and the dark mode, so the page needs neither Prism nor a re-render to colour them.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';

const require = createRequire(__filename);

export interface PrebuildOptions {
  /** `themeConfig.prism.additionalLanguages` */
  additionalLanguages: readonly string[];
  light: PrismTheme;
  dark: PrismTheme;
}

type Style = Record<string, string | number | undefined>;
interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/**
 * As the theme's prism-include-languages does in the browser: Prism components extend the global Prism.
 * A component runs once per process (Node caches it), while this Prism may be another instance than the
 * one it extended first (each test file that loads the highlighter anew has its own): a language this
 * instance lacks is loaded again, into it.
 */
function includeLanguages(languages: readonly string[]): void {
  const missing = languages.filter((lang) => !(lang in Prism.languages));
  if (missing.length === 0) return;
  const g = globalThis as {Prism?: unknown};
  const before = g.Prism;
  g.Prism = Prism;
  for (const lang of missing) {
    const id = require.resolve(`prismjs/components/prism-${lang}`);
    delete require.cache[id];
    require(id);
  }
  if (before === undefined) delete g.Prism;
  else g.Prism = before;
}

/** prism-react-renderer's themeToDict. */
function dictionary(theme: PrismTheme, language: string): Record<string, Style> {
  const dict: Record<string, Style> = {};
  for (const {languages, types, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as Style)};
  }
  dict.plain = {...(theme.plain as Style), backgroundColor: undefined};
  return dict;
}

/** prism-react-renderer's style for a token (useGetTokenProps). */
function tokenStyle({types, empty}: Token, dict: Record<string, Style>): Style | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dict[types[0]];
  const style: Style = empty ? {display: 'inline-block'} : {};
  for (const type of types) Object.assign(style, dict[type]);
  return style;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escape(text).replace(/"/g, '&quot;');

function styleAttribute(light: Style | undefined, dark: Style | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(light ?? {})) {
    if (value === undefined) continue;
    if (key === 'display') parts.push(`display:${value}`);
    else parts.push(`--l-${kebab(key)}:${value}`);
  }
  for (const [key, value] of Object.entries(dark ?? {})) {
    if (value !== undefined && key !== 'display') parts.push(`--d-${kebab(key)}:${value}`);
  }
  return parts.length ? ` style="${escapeAttr(parts.join(';'))}"` : '';
}

/**
 * The tokens of each line of `code` as HTML, one string per line, as the classic CodeBlock's lines
 * contain them (its empty-line fix included).
 */
export function highlightLines(code: string, language: string, options: PrebuildOptions): string[] {
  includeLanguages(options.additionalLanguages);
  const lang = language.toLowerCase();
  const grammar = Prism.languages[lang];
  let lines: Token[][];
  if (grammar) {
    const env = {code, grammar, language: lang, tokens: [] as unknown};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar);
    Prism.hooks.run('after-tokenize', env);
    lines = normalizeTokens(env.tokens as Parameters<typeof normalizeTokens>[0]);
  } else {
    lines = normalizeTokens([code]);
  }
  const light = dictionary(options.light, lang);
  const dark = dictionary(options.dark, lang);
  return lines.map((line) => {
    const fixed = line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
    return fixed
      .map(
        (token) =>
          `<span class="${escapeAttr(['token', ...token.types].join(' '))}"${styleAttribute(tokenStyle(token, light), tokenStyle(token, dark))}>${escape(token.content)}</span>`,
      )
      .join('');
  });
}
