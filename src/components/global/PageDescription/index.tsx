import type {ComponentType, ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Wraps a theme page that Docusaurus renders without a meta description (tags, release tags, archive)
 * and gives it one: every page needs a description for search engines and for the render checks of
 * the page layout tests.
 */
export default function withDescription(original: unknown, text: string) {
  // `@theme-original` imports are untyped.
  const Original = original as ComponentType<object>;
  return function PageWithDescription(props: object): ReactNode {
    return (
      <>
        <Original {...props} />
        <Head>
          <meta name="description" content={text} />
          <meta property="og:description" content={text} />
        </Head>
      </>
    );
  };
}
