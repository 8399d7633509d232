import fs from 'node:fs';
import path from 'node:path';

/** Writes a generated file only when its content changed, so `docusaurus start` does not recompile in a loop. */
export function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}
