/**
 * One-line summaries of every documented `@faststore/ui` component, written from the package's
 * declarations and sources (1.9.10). Typed by the route list, so a component added to
 * `UI_COMPONENTS` without a summary is a type error.
 */
import type {UI_COMPONENTS} from '@site/src/data/routes';

export type UiLevel = keyof typeof UI_COMPONENTS;
export type UiComponentName = (typeof UI_COMPONENTS)[UiLevel][number];

export const SUMMARIES: Record<UiComponentName, string> = {
  // atoms
  Badge: 'A short label in a `div`, such as a discount or a stock status next to a product.',
  Button: 'A native `button` that forwards every button attribute and its ref.',
  Checkbox: 'A native checkbox `input` whose `type` is fixed, for on/off choices in forms and filters.',
  Icon: 'Wraps an SVG or any React node in a `span` so icons share one styling hook.',
  Incentive: 'A `div` for a store promise such as free shipping or easy returns.',
  Input: 'A native `input` with an optional `success` or `error` variant exposed as data attributes.',
  Label: 'A native `label` that ties a caption to a form control.',
  Link: 'A polymorphic anchor: renders `a` by default or any component passed in `as`, such as a router link.',
  List: 'An unordered, ordered or description list chosen with `variant`, or any element through `as`.',
  Overlay: 'A full-area `div` placed behind drawers and dialogs to dim the page.',
  Popover: 'Positions floating content next to a target element given by `targetRef`.',
  Price: 'Formats a raw number with your `formatter` and marks it as a selling, listing, spot, savings or installment price.',
  Radio: 'A native radio `input` whose `type` is fixed, for picking one option from a set.',
  Select: 'A native `select` dropdown that takes `option` children.',
  Skeleton: 'An empty `div` shown while content loads, so the layout does not shift.',
  Slider: 'A two-thumb range slider between `min` and `max`, built on native range inputs.',
  Spinner: 'An empty `span` that your CSS turns into a loading indicator.',
  TextArea: 'A native `textarea` with an optional `success` or `error` variant.',
  // molecules
  Accordion: 'Stacked sections that expand and collapse; you control which are open through `indices`.',
  Alert: 'A `div` with the `alert` role for messages that screen readers announce at once.',
  Banner: 'A promotional block composed of BannerImage, BannerContent and BannerLink.',
  Breadcrumb: 'A navigation trail of links with a configurable divider between them.',
  Bullets: 'Tab-like dots that show and change the active slide of a carousel.',
  Card: 'A container composed of CardImage, CardContent and CardActions.',
  Carousel: 'Slides items with swipe, arrow and bullet controls, optionally looping without end.',
  Form: 'A native `form` element with the package’s styling hook.',
  IconButton: 'A Button that shows only an icon and therefore requires an `aria-label`.',
  LoadingButton: 'A Button that swaps its content for a Spinner while `loading` is true.',
  Modal: 'A dialog rendered over an Overlay that traps focus and closes on Escape.',
  PaymentMethods: 'A titled group of payment method flags, such as card brand logos.',
  PriceRange: 'A Slider for a price filter that shows the formatted minimum and maximum values.',
  ProductCard: 'A product summary composed of ProductCardImage, ProductCardContent and ProductCardActions.',
  QuantitySelector: 'A quantity field between decrement and increment buttons.',
  RadioGroup: 'Groups RadioOption items under one `name` and tracks the selected value.',
  SearchInput: 'A search field with a submit button that calls `onSubmit` with the typed text.',
  Table: 'A native `table` with TableHead, TableBody, TableFooter, TableRow and TableCell parts.',
  // organisms
  OutOfStock: 'A form for shoppers to ask to be notified when a product is back in stock.',
};

/** Levels as the site names them, in the order the reference lists them. */
export const LEVEL_TITLES: Record<UiLevel, string> = {
  atoms: 'Atoms',
  molecules: 'Molecules',
  organisms: 'Organisms',
};
