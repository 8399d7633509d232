/**
 * DocCard (wrapped): gives a card that links to a doc the doc's description, from the module the
 * docs-metadata plugin writes, since the version metadata no longer carries descriptions.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/DocCard';
import DocCard from '@theme-original/DocCard';
import descriptions from '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json';

export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  const description = item.type === 'link' && !item.description && item.docId ? descriptions[item.docId] : undefined;
  return <DocCard {...props} item={description ? {...item, description} : item} />;
}
