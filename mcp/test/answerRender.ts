/**
 * The behavioural check of a TSX answer: its component rendered with the store's release of
 * @faststore/ui and @faststore/sdk (the copies the site installs) and React's server renderer, and the
 * HTML it renders held to what the task asked (the component on the page, the bounds it was given).
 * Code that type-checks can still render nothing of the task; this is where it shows.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

export interface Behaviour {
  /** The export to render. */
  render: string;
  props?: Record<string, unknown>;
  /** What the rendered HTML must contain. */
  contains: string[];
}

let count = 0;

/** The problems of `code` rendered as `behaviour` says, with the given package folders; none when it holds. */
export async function renderProblems(
  root: string,
  code: string,
  behaviour: Behaviour,
  dirs: {ui: string; sdk: string},
): Promise<string | undefined> {
  const require = createRequire(path.join(root, 'package.json'));
  const specifiers: Record<string, string> = {
    '@faststore/ui': path.join(dirs.ui, 'dist', 'index.js'),
    '@faststore/sdk': path.join(dirs.sdk, 'dist', 'index.js'),
    react: require.resolve('react'),
    'react/jsx-runtime': require.resolve('react/jsx-runtime'),
  };
  const js = ts
    .transpileModule(code, {
      compilerOptions: {jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    })
    .outputText.replace(/from\s+(['"])([^'"]+)\1/g, (whole, _q: string, name: string) =>
      specifiers[name] ? `from ${JSON.stringify(specifiers[name])}` : whole,
    );
  const file = path.join(os.tmpdir(), `agent-task-render-${process.pid}-${count++}.mjs`);
  fs.writeFileSync(file, js);
  try {
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const component = module[behaviour.render];
    if (typeof component !== 'function') return `exports no ${behaviour.render}`;
    const React = await import('react');
    const {renderToStaticMarkup} = await import('react-dom/server');
    const html = renderToStaticMarkup(React.createElement(component as React.FunctionComponent, behaviour.props ?? {}));
    const missing = behaviour.contains.filter((c) => !html.includes(c));
    return missing.length ? `renders no ${missing.join(', ')}: ${html.slice(0, 300)}` : undefined;
  } catch (error) {
    return `does not render: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    fs.rmSync(file, {force: true});
  }
}
