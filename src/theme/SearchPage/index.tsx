import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';

/** Either search theme's results page, plus the meta description every page of the site has. */
export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Search the FastStore documentation: guides, tutorials, the UI, SDK and API reference, and the release notes."
        />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
