import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Sets a page's meta description. Used by the wrapped list pages that Docusaurus renders without
 * one (tags, release tags, archive): every page needs a description for search engines and for the
 * render checks of the page layout tests.
 */
export default function PageDescription({text}: {text: string}): ReactNode {
  return (
    <Head>
      <meta name="description" content={text} />
      <meta property="og:description" content={text} />
    </Head>
  );
}
