/** Shape of the generated UI reference (shared by the plugin, its tests and the site components). */

export interface PropInfo {
  name: string;
  type: string;
  required: boolean;
  /** The default the component's own source gives the prop when destructuring it, in this release. */
  defaultValue?: string;
  description: string;
  /** The covered releases this row holds for, when not all of them (see reference-versions). */
  in?: string[];
  /**
   * Components only: the releases, among those this row holds for, in which the component accepts
   * the prop but it reaches nothing on the page (packages/reference/src/ui/probe).
   */
  notForwardedIn?: string[];
}

export interface DataAttribute {
  /** The attribute name as rendered; a `*` stands for a part computed at run time. */
  name: string;
  /** Source text of the value when it is not a bare boolean attribute (e.g. `{variant}`). */
  value?: string;
  in?: string[];
}

export interface ComponentInfo {
  name: string;
  /** A React component, or a hook (`use…`) whose `props` are the fields of its first argument. */
  kind: 'component' | 'hook';
  /** Hooks only: the members of the value the hook returns. */
  returns?: PropInfo[];
  /** Name of the `...Props` interface or alias the component takes. */
  propsType: string;
  /** Heritage clauses of the props interface, e.g. `ButtonHTMLAttributes<T>`: props not listed. */
  extends: string[];
  props: PropInfo[];
  dataAttributes: DataAttribute[];
  /** Package-relative path of the source file the data attributes were read from. */
  source: string;
  /** The covered releases that export it, when not all of them. */
  in?: string[];
}

export interface UiReference {
  package: string;
  /** The release this data was read from; in the merged data, the release shown by default. */
  version: string;
  /** Merged data only: every covered release, oldest first. */
  versions?: string[];
  components: Record<string, ComponentInfo>;
}
