/** The UI reference data the ui-reference plugin created for this build (typed in ../generatedData.d.ts). */
import uiReference from '@generated/faststore-ui-reference/default/ui-reference.json';
import type {ComponentInfo} from '@faststore-docs/shared/reference/ui';

export {uiReference};

/** What a page that names a component the package does not export is told. */
export function unknownComponentMessage(name: string, usedBy: string): string {
  return (
    `<${usedBy} of="${name}">: @faststore/ui@${uiReference.version} exports no component named "${name}". ` +
    `Known: ${Object.keys(uiReference.components).join(', ')}`
  );
}

/**
 * A name the package does not export throws, failing the build during SSR. Under `npm start` it returns
 * null instead, and the table shows the message in the page: a half-typed name must not take the page
 * down while a writer types it.
 */
export function componentInfo(name: string, usedBy: string): ComponentInfo | null {
  const info = Object.hasOwn(uiReference.components, name) ? uiReference.components[name] : undefined;
  if (info) return info;
  if (process.env.NODE_ENV === 'development') return null;
  throw new Error(unknownComponentMessage(name, usedBy));
}
