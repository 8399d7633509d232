// The data the plugins hand to the pages through Docusaurus' createData (written under
// .docusaurus/<plugin>/default/ and imported through the @generated alias), typed once by the types
// the generators themselves return.
declare module '@generated/faststore-ui-reference/default/ui-reference.json' {
  const data: import('@faststore-docs/shared/reference/ui').UiReference;
  export default data;
}
declare module '@generated/faststore-ui-reference/default/ui-exports.json' {
  const names: string[];
  export default names;
}
declare module '@generated/faststore-sdk-reference/default/sdk-reference.json' {
  const data: import('@faststore-docs/shared/reference/sdk').SdkReferencePageData;
  export default data;
}
declare module '@generated/faststore-api-reference/default/reference.json' {
  const data: import('@faststore-docs/shared/reference/api').ReferenceData;
  export default data;
}
declare module '@generated/faststore-api-reference/default/schema.json' {
  const data: import('./api-reference').ExplorerSchema;
  export default data;
}
declare module '@generated/faststore-api-reference/default/schema-version.json' {
  const data: {version: string};
  export default data;
}
declare module '@generated/faststore-release-cards/default/release-cards.json' {
  const data: import('./release-cards').ReleaseCardsData;
  export default data;
}
declare module '@generated/faststore-site-data/default/starter-thumbnails.js' {
  // The SVG thumbnails of the starters, by site path, as SVGR components.
  const thumbnails: Record<
    string,
    import('react').ComponentType<import('react').SVGProps<SVGSVGElement> & {title?: string | null}>
  >;
  export default thumbnails;
}
declare module '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json' {
  // Each doc's description by doc id (src/plugins/docs-metadata), for DocCard.
  const descriptions: Record<string, string>;
  export default descriptions;
}
declare module '@generated/faststore-reference-versions/default/reference-versions.json' {
  const data: import('@faststore-docs/shared/reference/data').ReferenceVersions;
  export default data;
}
declare module '@generated/faststore-reference-versions/default/reference-changes.json' {
  const data: {changes: import('@faststore-docs/shared/reference/changes').Change[]};
  export default data;
}
declare module '@generated/faststore-reference-versions/default/behaviour-notes.json' {
  const data: {behaviour: import('@faststore-docs/shared/reference/behaviour').ReleasePairBehaviour[]};
  export default data;
}
