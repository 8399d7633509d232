/**
 * Names available inside ```tsx live code blocks: React and its hooks, and every export of
 * `@faststore/ui` 1.9.10, so an example can write `<Button>Add</Button>` without imports.
 */
import React from 'react';
import * as FastStoreUI from '@faststore/ui';

const ReactLiveScope: Record<string, unknown> = {
  React,
  ...React,
  ...FastStoreUI,
};

export default ReactLiveScope;
