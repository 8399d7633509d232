/**
 * A text setting of `customFields` in docusaurus.config.ts. Docusaurus types the fields as unknown;
 * a setting that is missing or not text reads as the empty string, which every caller treats as
 * "not configured".
 */
export function textField(fields: Record<string, unknown> | undefined, name: string): string {
  const value = fields?.[name];
  return typeof value === 'string' ? value : '';
}
