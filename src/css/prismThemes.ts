/**
 * Code-block colour themes. Based on prism-react-renderer's GitHub and Dracula themes, with every
 * token colour raised to at least 4.5:1 against its background: axe flags the originals' strings,
 * functions and comments as too faint (axe checks contrast on every page).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char', 'regex'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'inserted'],
      style: {color: '#0550ae'},
    },
    {types: ['atrule', 'keyword', 'attr-name', 'selector', 'builtin'], style: {color: '#a40e26'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#6639ba'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['tag'], style: {color: '#116329'}},
    {types: ['parameter'], style: {color: '#953800'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: [
    ...themes.dracula.styles.filter((s) => !s.types.includes('comment')),
    {types: ['comment'], style: {color: '#a4afd4'}},
  ],
};
