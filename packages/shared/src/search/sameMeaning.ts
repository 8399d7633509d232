/**
 * Words a reader types for what the pages say in other words: "keep the cart" where a page says the
 * cart is saved or held, "popup" for the Modal, "slideshow" for the Carousel. Each reader word (as
 * the query analysis leaves it: folded, English) lists the words of the same meaning that pages use;
 * a page holding one of them counts as holding the reader's word, at a little less than the word
 * itself (./rank). Only words whose meaning does not change across the portal: not `store` (the shop),
 * `slider` (a component of its own) or `build` (the build step).
 */
const WORDS: Record<string, readonly string[]> = {
  keep: ['hold', 'save', 'persist'],
  display: ['show', 'render'],
  render: ['show', 'display'],
  change: ['edit', 'modify', 'customize'],
  customize: ['change', 'edit', 'override'],
  edit: ['change', 'modify'],
  modify: ['change', 'edit'],
  remove: ['delete', 'clear'],
  delete: ['remove', 'clear'],
  fetch: ['retrieve', 'query'],
  retrieve: ['fetch'],
  choose: ['select'],
  pick: ['select'],
  fix: ['solve', 'resolve', 'troubleshoot'],
  browser: ['client'],
  client: ['browser'],
  customer: ['shopper'],
  shopper: ['customer'],
  buyer: ['shopper', 'customer'],
  picture: ['image'],
  photo: ['image'],
  popup: ['modal'],
  dialog: ['modal'],
  slideshow: ['carousel'],
  notice: ['alert'],
  discount: ['promotion'],
  zip: ['postal'],
  promotion: ['discount'],
};

export const SAME_MEANING: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(WORDS));
