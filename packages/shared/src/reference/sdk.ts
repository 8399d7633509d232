/** Shape of the SDK reference data (shared by the plugin, the component and the tests). */

export type SdkExportKind = 'hook' | 'component' | 'function' | 'constant' | 'context' | 'class' | 'interface' | 'type';

export interface SdkMember {
  /** Parameter or property name; props of a destructured argument are listed one by one. */
  name: string;
  /** The declared type, as written by the compiler (no truncation). */
  type: string;
  optional: boolean;
  /** JSDoc of the parameter or property; empty when the package gives none. */
  doc: string;
  /** The covered releases this row holds for, when not all of them (see reference-versions). */
  in?: string[];
}

export interface SdkExport {
  /** The name the package exports it under (`SearchProvider`, not the internal `Provider`). */
  name: string;
  kind: SdkExportKind;
  /** Declaration text taken from the `.d.ts`, renamed to the exported name. */
  signature: string;
  /** Function-like exports: their parameters (for components, their props). */
  parameters: SdkMember[];
  /** Function-like exports: the return type, and its properties when it is an object. */
  returns: {type: string; properties: SdkMember[]} | null;
  /** JSDoc of the declaration; empty when the package gives none. */
  jsDoc: string;
  /** The declaration file, relative to the package (`dist/cart/useCart.d.ts`). */
  file: string;
  /** The covered releases that export it, when not all of them. */
  in?: string[];
  /** Merged data only, when the declaration differs between releases: each text and where it holds. */
  signatures?: {signature: string; in: string[]}[];
}

export interface SdkReference {
  /** The release this data was read from; in the merged data, the release shown by default. */
  version: string;
  /** Merged data only: every covered release, oldest first. */
  versions?: string[];
  exports: Record<string, SdkExport>;
}

/**
 * What the pages import: the merged reference, with every declaration text also highlighted at build
 * time (its lines' HTML as JSON, CodeBlock's `highlighted`), so that a signature needs no Prism in the
 * browser. Keyed by the declaration text.
 */
export interface SdkReferencePageData extends SdkReference {
  highlighted: Record<string, string>;
}
