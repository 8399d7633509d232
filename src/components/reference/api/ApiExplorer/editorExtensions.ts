/**
 * The CodeMirror 6 setup of the explorer: GraphQL language, schema-aware completion and lint from
 * cm6-graphql, and colours taken from CSS variables so the editor follows light and dark mode with
 * readable contrast. (The `codemirror` 6.65 package is the legacy CodeMirror 5, so the setup is built
 * from the @codemirror/* packages directly.)
 */
import type {GraphQLSchema} from 'graphql';
import {EditorState, type Extension} from '@codemirror/state';
import {EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';
import {autocompletion, closeBrackets, completionKeymap} from '@codemirror/autocomplete';
import {HighlightStyle, bracketMatching, syntaxHighlighting} from '@codemirror/language';
import {lintGutter, lintKeymap} from '@codemirror/lint';
import {tags} from '@lezer/highlight';
import {graphql} from 'cm6-graphql';

const highlight = HighlightStyle.define([
  {tag: [tags.keyword, tags.definitionKeyword], color: 'var(--gql-keyword)', fontWeight: '600'},
  {tag: tags.propertyName, color: 'var(--gql-field)'},
  {tag: [tags.atom, tags.special(tags.name)], color: 'var(--gql-type)'},
  {tag: [tags.string, tags.integer, tags.float, tags.bool, tags.null], color: 'var(--gql-value)'},
  {tag: tags.variableName, color: 'var(--gql-variable)'},
  {tag: tags.attributeName, color: 'var(--gql-argument)'},
  {tag: tags.lineComment, color: 'var(--gql-comment)', fontStyle: 'italic'},
]);

const theme = EditorView.theme({
  '&': {backgroundColor: 'var(--gql-editor-bg)', color: 'var(--ifm-font-color-base)', fontSize: '0.875rem'},
  '.cm-content': {fontFamily: 'var(--ifm-font-family-monospace)', caretColor: 'var(--ifm-font-color-base)'},
  '.cm-gutters': {backgroundColor: 'var(--gql-editor-bg)', color: 'var(--gql-comment)', border: 'none'},
  '.cm-activeLine': {backgroundColor: 'var(--gql-active-line)'},
  '.cm-tooltip': {backgroundColor: 'var(--ifm-background-surface-color)', color: 'var(--ifm-font-color-base)'},
});

export interface EditorOptions {
  doc: string;
  schema: GraphQLSchema;
  /** Accessible name of the editable area. */
  label: string;
  /** Called on Mod-Enter, the usual "run" shortcut of GraphQL editors. */
  onRun: () => void;
}

function editorExtensions({schema, label, onRun}: EditorOptions): Extension[] {
  return [
    lineNumbers(),
    drawSelection(),
    highlightActiveLine(),
    bracketMatching(),
    closeBrackets(),
    autocompletion(),
    lintGutter(),
    keymap.of([{key: 'Mod-Enter', run: () => (onRun(), true)}, ...completionKeymap, ...lintKeymap]),
    graphql(schema),
    syntaxHighlighting(highlight),
    theme,
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({'aria-label': label}),
  ];
}

export function createEditor(parent: HTMLElement, options: EditorOptions): EditorView {
  return new EditorView({parent, state: EditorState.create({doc: options.doc, extensions: editorExtensions(options)})});
}
