/**
 * One scripted interaction per interactive `@faststore/ui` component: the keys and clicks a shopper
 * makes, written once and run on every covered release (./record.ts), with the props adapted where a
 * release changed them. What each step leaves on the page and which callbacks it calls become the
 * component's recorded facts (`packages/reference/data/interactions/<Component>.json`).
 *
 * Each example records its callbacks with `record('<prop>')` (a function the page defines, which keeps
 * one identity per prop so that a component calling a new `onChange` on every render is not made to
 * loop), or `record('<prop>', then)` to also do what a store would (open, close, select).
 */
import {claims} from '@faststore-docs/shared/reference/exampleReleases';

/** An element of the example, found by a CSS selector (the first match), and how readers call it. */
export interface Target {
  css: string;
  label: string;
}

export type Action =
  /** Focus `on` (when given), then press `key` (a Playwright key name: `ArrowRight`, ` ` for Space). */
  | {press: string; on?: Target}
  | {click: Target; at?: {x: number; y: number}}
  | {type: string; on: Target}
  /** Press the pointer on a range input's thumb and release it at `to` (0 to 1) of the input's width. */
  | {drag: Target; to: number};

export interface Step {
  /** Stable, cited by pages: `ArrowRight 1`. */
  id: string;
  /** In readers' words, after "what happens when you": `press ArrowRight on the left thumb`. */
  does: string;
  action: Action;
}

/** An element whose state is read after every step, under `label`. */
export interface Watch {
  label: string;
  css: string;
  /**
   * An attribute's value; `value` (a form field's), `checked`, `text`, `count` (how many match), or
   * `selected:<attribute>` (the 1-based position of the first match whose attribute is "true").
   */
  read: string;
}

export interface Scenario {
  /** Stable, cited by pages: `0-500`. */
  id: string;
  /** In readers' words: `on a 0 to 500 track`. */
  setup: string;
  /** The example, as a live example's code. */
  code: string;
  watch: Watch[];
  steps: Step[];
}

export interface InteractionScript {
  component: string;
  /** Exported components the script also exercises, whose handler props it covers. */
  parts?: string[];
  scenarios(version: string): Scenario[];
}

const press = (key: string, on?: Target, {times = 1, id = key, label = key} = {}): Step[] =>
  Array.from({length: times}, (_, i) => ({
    id: times > 1 ? `${id} ${i + 1}` : id,
    does: `press ${label}${on ? ` on ${on.label}` : ''}${times > 1 ? ` (press ${i + 1} of ${times})` : ''}`,
    action: {press: key, on},
  }));
const click = (on: Target, id = `click ${on.label}`): Step => ({id, does: `click ${on.label}`, action: {click: on}});

const LEFT_THUMB: Target = {css: '[data-slider-thumb="left"]', label: 'the left thumb'};
const THUMBS: Watch[] = [
  {label: 'left thumb aria-valuenow', css: LEFT_THUMB.css, read: 'aria-valuenow'},
  {label: 'right thumb aria-valuenow', css: '[data-slider-thumb="right"]', read: 'aria-valuenow'},
];

/** The keys and the drag a range filter meets, on a track of `max`. */
const trackSteps = (): Step[] => [
  ...press('ArrowRight', LEFT_THUMB, {times: 3}),
  ...press('ArrowLeft', LEFT_THUMB),
  ...press('End', LEFT_THUMB),
  ...press('Home', LEFT_THUMB),
  {id: 'drag', does: 'drag the left thumb to 40 % of its input and release it', action: {drag: LEFT_THUMB, to: 0.4}},
];

/** The bounds became `{absolute, selected}` objects in 1.9.11. */
const bounds = (version: string, max: number) =>
  claims({since: '1.9.11'}, version)
    ? `min={{absolute: 0, selected: 0}} max={{absolute: ${max}, selected: ${max}}}`
    : `min={0} max={${max}}`;
const RANGE_CALLBACKS = `onChange={record('onChange')} onEnd={record('onEnd')}`;

const track = (component: string, version: string, max: number, extra = ''): Scenario => ({
  id: `0-${max}`,
  setup: `on a 0 to ${max} track`,
  code: `function Facts() { return <${component} ${bounds(version, max)} ${extra} ${RANGE_CALLBACKS} />; }`,
  watch: THUMBS,
  steps: trackSteps(),
});

const expanded = (names: string[]): Watch[] =>
  names.map((name, i) => ({
    label: `${name} aria-expanded`,
    css: `[data-store-accordion] > :nth-child(${i + 1}) button`,
    read: 'aria-expanded',
  }));

export const interactionScripts: InteractionScript[] = [
  {
    component: 'Slider',
    scenarios: (v) => [track('Slider', v, 100), track('Slider', v, 500)],
  },
  {
    component: 'PriceRange',
    scenarios: (v) => [
      track('PriceRange', v, 500, 'formatter={(p) => String(p)}'),
      {
        // A price facet rarely starts at 0: where a thumb stands on a track that does, and after one key.
        id: '10-500',
        setup: claims({since: '1.9.11'}, v)
          ? 'on a 10 to 500 track opened at 50 to 300'
          : 'on a 10 to 500 track (opened at its ends: these releases take no start values)',
        code: `function Facts() { return <PriceRange ${
          claims({since: '1.9.11'}, v)
            ? 'min={{absolute: 10, selected: 50}} max={{absolute: 500, selected: 300}}'
            : 'min={10} max={500}'
        } formatter={(p) => String(p)} ${RANGE_CALLBACKS} />; }`,
        watch: THUMBS,
        steps: press('ArrowLeft', {css: '[data-slider-thumb="right"]', label: 'the right thumb'}),
      },
    ],
  },
  {
    component: 'QuantitySelector',
    scenarios: () => {
      const minus: Target = {css: '[data-quantity-selector-button="left"]', label: 'the decrement button'};
      const plus: Target = {css: '[data-quantity-selector-button="right"]', label: 'the increment button'};
      return [
        {
          id: 'min-1',
          setup: 'with a quantity from 1, kept by the store, the decrement button disabled at 1',
          code: `function Facts() {
            const [q, setQ] = React.useState(1);
            return <QuantitySelector quantity={q}
              leftButtonProps={{onClick: record('onClick (decrement)', () => setQ((n) => Math.max(1, n - 1))), disabled: q <= 1}}
              inputProps={{readOnly: true}}
              rightButtonProps={{onClick: record('onClick (increment)', () => setQ((n) => n + 1))}} />;
          }`,
          watch: [
            {label: 'quantity', css: '[data-quantity-selector-input]', read: 'value'},
            {label: 'decrement disabled', css: minus.css, read: 'disabled'},
          ],
          steps: [
            click(plus, 'increment'),
            click(plus, 'increment again'),
            click(minus, 'decrement'),
            click(minus, 'decrement at 1'),
          ],
        },
      ];
    },
  },
  {
    component: 'Carousel',
    scenarios: () => {
      const next: Target = {css: '[data-arrow="right"]', label: 'the next arrow'};
      const previous: Target = {css: '[data-arrow="left"]', label: 'the previous arrow'};
      const third: Target = {css: '[data-bullet-item]:nth-child(3)', label: 'the third bullet'};
      const tablist: Target = {css: '[data-store-bullets]', label: 'the bullets'};
      return [
        {
          id: 'three-slides',
          setup: 'with three slides and a 50 ms transition',
          code: `function Facts() { return <Carousel transition={{duration: 50, property: 'transform'}}><div>One</div><div>Two</div><div>Three</div></Carousel>; }`,
          watch: [
            {label: 'selected bullet', css: '[data-bullet-item]', read: 'selected:aria-selected'},
            {label: 'visible slides', css: '[data-carousel-item][data-visible]', read: 'count'},
          ],
          steps: [
            ...press('Tab'),
            click(next, 'next'),
            click(previous, 'previous'),
            ...press('Enter', next, {id: 'Enter on next'}),
            ...press(' ', next, {id: 'Space on next', label: 'Space'}),
            click(third, 'third bullet'),
            ...press('ArrowLeft', tablist),
            ...press('Home', tablist),
            ...press('End', tablist),
          ],
        },
      ];
    },
  },
  {
    component: 'Accordion',
    parts: ['AccordionItem', 'AccordionButton', 'AccordionPanel'],
    scenarios: () => {
      const shipping: Target = {css: '[data-store-accordion] > :nth-child(2) button', label: 'the second header'};
      return [
        {
          id: 'three-items',
          setup: 'with three items, the first open, `indices` kept by the store',
          code: `function Facts() {
            const [indices, setIndices] = React.useState(new Set([0]));
            const toggle = (i) => { const next = new Set(indices); next.has(i) ? next.delete(i) : next.add(i); setIndices(next); };
            return <Accordion indices={indices} onChange={record('onChange', toggle)} aria-label="Details">
              {['Description', 'Shipping', 'Returns'].map((name) => (
                <AccordionItem key={name} prefixId="facts"><AccordionButton>{name}</AccordionButton><AccordionPanel>{name} text</AccordionPanel></AccordionItem>
              ))}
            </Accordion>;
          }`,
          watch: expanded(['Description', 'Shipping', 'Returns']),
          steps: [
            click(shipping, 'click'),
            ...press('Enter', shipping),
            ...press(' ', shipping, {id: 'Space', label: 'Space'}),
            ...press('ArrowDown'),
            ...press('ArrowDown', undefined, {id: 'ArrowDown again'}),
            ...press('ArrowUp'),
            ...press('Home'),
            ...press('End'),
          ],
        },
      ];
    },
  },
  {
    component: 'Modal',
    scenarios: () => {
      const opener: Target = {css: '#facts-open', label: 'the button that opens it'};
      const overlay: Target = {css: '[data-modal-overlay]', label: 'the overlay outside the dialog'};
      return [
        {
          id: 'store-closes',
          setup: 'opened by a button, closed by the store in `onDismiss`',
          code: `function Facts() {
            const [open, setOpen] = React.useState(false);
            return <div>
              <style>{'[data-modal-overlay] { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; } [data-store-modal-content] { width: 200px; }'}</style>
              <button id="facts-open" onClick={() => setOpen(true)}>Open</button>
              <Modal isOpen={open} onDismiss={record('onDismiss', () => setOpen(false))} aria-label="Facts dialog">
                <p>Remove this item?</p><button>Close</button>
              </Modal>
            </div>;
          }`,
          watch: [{label: 'open dialogs', css: '[role="dialog"]', read: 'count'}],
          steps: [
            click(opener, 'open'),
            ...press('Tab'),
            ...press('Tab', undefined, {id: 'Tab again'}),
            ...press('Escape'),
            click(opener, 'open again'),
            {id: 'overlay click', does: `click ${overlay.label}`, action: {click: overlay, at: {x: 5, y: 5}}},
          ],
        },
      ];
    },
  },
  {
    component: 'Dropdown',
    parts: ['DropdownButton', 'DropdownMenu', 'DropdownItem'],
    scenarios: () => {
      const button: Target = {css: '[data-store-dropdown-button]', label: 'the menu button'};
      const second: Target = {css: '[data-store-dropdown-item]:nth-of-type(2)', label: 'the second item'};
      return [
        {
          id: 'sort-menu',
          setup: 'a menu of three sort options',
          code: `function Facts() {
            const [sort, setSort] = React.useState('Relevance');
            return <div><p id="facts-outside">Products</p><Dropdown id="facts-menu" onDismiss={record('onDismiss')}>
              <DropdownButton>Sort by: {sort}</DropdownButton>
              <DropdownMenu aria-label="Sort" onDismiss={record('onDismiss (menu)')}>
                {['Relevance', 'Price', 'Name'].map((o) => <DropdownItem key={o} onClick={record('onClick (item)', () => setSort(o))}>{o}</DropdownItem>)}
              </DropdownMenu>
            </Dropdown></div>;
          }`,
          watch: [
            {label: 'button aria-expanded', css: button.css, read: 'aria-expanded'},
            {label: 'button text', css: button.css, read: 'text'},
            {label: 'open menus', css: '[data-store-dropdown-menu]', read: 'count'},
          ],
          steps: [
            ...press('Tab'),
            ...press(' ', undefined, {id: 'Space', label: 'Space'}),
            ...press('ArrowUp'),
            ...press('Home'),
            {
              id: 'click outside',
              does: 'click outside the menu',
              action: {click: {css: '#facts-outside', label: 'outside the menu'}},
            },
            click(button, 'open'),
            ...press('ArrowDown'),
            ...press('Escape'),
            ...press('Enter', button),
            ...press('End'),
            ...press('Enter', undefined, {id: 'Enter on item', label: 'Enter on the focused item'}),
            click(button, 'open again'),
            click(second, 'choose'),
          ],
        },
      ];
    },
  },
  {
    component: 'RadioGroup',
    parts: ['RadioOption'],
    scenarios: () => {
      const large: Target = {css: 'input[value="L"]', label: 'size L'};
      return [
        {
          id: 'sizes',
          setup: 'three sizes, M selected, `selectedValue` kept by the store',
          code: `function Facts() {
            const [size, setSize] = React.useState('M');
            return <RadioGroup name="size" selectedValue={size} onChange={record('onChange', (e) => setSize(e.target.value))}>
              {['S', 'M', 'L'].map((v) => <RadioOption key={v} value={v} label={'Size ' + v}>{v}</RadioOption>)}
            </RadioGroup>;
          }`,
          watch: ['S', 'M', 'L'].map((v) => ({label: `${v} checked`, css: `input[value="${v}"]`, read: 'checked'})),
          steps: [
            ...press('Tab'),
            click(large, 'click L'),
            ...press('ArrowLeft'),
            ...press('ArrowRight'),
            ...press('ArrowRight', undefined, {id: 'ArrowRight again'}),
          ],
        },
      ];
    },
  },
  {
    component: 'SearchInput',
    scenarios: () => {
      const field: Target = {css: '[data-store-search-input] input', label: 'the search field'};
      return [
        {
          id: 'term',
          setup: 'with `onSubmit` recorded',
          code: `function Facts() { return <SearchInput aria-label="Search products" onSubmit={record('onSubmit')} />; }`,
          watch: [{label: 'field value', css: field.css, read: 'value'}],
          steps: [
            {id: 'type', does: `type "shoes" in ${field.label}`, action: {type: 'shoes', on: field}},
            ...press('Enter'),
            click({css: '[data-store-search-input] button', label: 'the submit button'}, 'submit button'),
          ],
        },
      ];
    },
  },
  {
    component: 'Bullets',
    scenarios: () => [
      {
        id: 'four',
        setup: 'four bullets, the active one kept by the store',
        code: `function Facts() {
          const [active, setActive] = React.useState(0);
          return <Bullets totalQuantity={4} activeBullet={active} onClick={record('onClick', (e, i) => setActive(i))} />;
        }`,
        watch: [{label: 'selected bullet', css: '[data-bullet-item]', read: 'selected:aria-selected'}],
        steps: [
          ...press('Tab'),
          click({css: '[data-bullet-item]:nth-child(3)', label: 'the third bullet'}, 'third'),
          ...press('ArrowRight'),
        ],
      },
    ],
  },
  {
    component: 'OutOfStock',
    parts: ['OutOfStockTitle', 'OutOfStockMessage'],
    scenarios: () => [
      {
        id: 'notify',
        setup: 'a form with a required email field and `onSubmit` recorded',
        code: `function Facts() {
          return <OutOfStock aria-label="Out of stock" onSubmit={record('onSubmit', (e) => e.preventDefault())}>
            <label htmlFor="facts-email">Email</label><input id="facts-email" type="email" required /><button type="submit">Notify me</button>
          </OutOfStock>;
        }`,
        watch: [{label: 'email value', css: '#facts-email', read: 'value'}],
        steps: [
          click({css: 'button[type="submit"]', label: 'Notify me with the field empty'}, 'submit empty'),
          {
            id: 'type',
            does: 'type an email address',
            action: {type: 'a@b.co', on: {css: '#facts-email', label: 'the email field'}},
          },
          ...press('Enter'),
        ],
      },
    ],
  },
];
