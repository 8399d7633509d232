/**
 * The starting points offered on /playground. Each is one expression (a function component) that
 * react-live renders with React and every `@faststore/ui` export in scope; `tests` renders each
 * one with the real package, so an example that stops compiling or rendering fails the unit tests.
 */
export interface PlaygroundExample {
  /** Stable id, used in the picker and in tests. */
  id: string;
  label: string;
  code: string;
}

const productCard = `function ProductTile() {
  const [inCart, setInCart] = React.useState(0);
  const usd = (value: number) =>
    new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}).format(value);

  return (
    <ProductCard style={{maxWidth: 280}}>
      <ProductCardImage>
        <svg viewBox="0 0 160 100" role="img" aria-label="A blue ceramic mug">
          <rect width="160" height="100" fill="#e8eefc" />
          <rect x="52" y="24" width="48" height="56" rx="6" fill="#2f55c4" />
          <path d="M100 38h8a12 12 0 0 1 0 24h-8" fill="none" stroke="#2f55c4" strokeWidth="6" />
        </svg>
      </ProductCardImage>
      <ProductCardContent>
        <h3>Ceramic mug, 350 ml</h3>
        <Price value={18.9} formatter={usd} variant="selling" />{' '}
        <Price value={24} formatter={usd} variant="listing" as="s" />
      </ProductCardContent>
      <ProductCardActions>
        <Button type="button" onClick={() => setInCart(inCart + 1)}>
          {inCart === 0 ? 'Add to cart' : \`In cart: \${inCart}\`}
        </Button>
      </ProductCardActions>
    </ProductCard>
  );
}
`;

const cartSummary = `function CartSummary() {
  const [items, setItems] = React.useState([
    {id: 'mug', name: 'Ceramic mug', price: 18.9, quantity: 2},
    {id: 'tea', name: 'Loose-leaf tea, 100 g', price: 9.5, quantity: 1},
  ]);
  const usd = (value: number) =>
    new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}).format(value);
  const setQuantity = (id: string, quantity: number) =>
    setItems((current) =>
      current.map((item) => (item.id === id ? {...item, quantity: Math.max(1, quantity)} : item)),
    );
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);

  return (
    <section aria-label="Cart summary">
      <List variant="unordered" style={{listStyle: 'none', padding: 0}}>
        {items.map((item) => (
          <li key={item.id} style={{display: 'flex', gap: 12, alignItems: 'center', marginBottom: 8}}>
            <span style={{flex: 1}}>{item.name}</span>
            <QuantitySelector
              quantity={item.quantity}
              inputProps={{id: \`quantity-\${item.id}\`, readOnly: true, 'aria-label': \`Quantity of \${item.name}\`}}
              leftButtonProps={{
                icon: <span aria-hidden="true">−</span>,
                'aria-controls': \`quantity-\${item.id}\`,
                disabled: item.quantity <= 1,
                onClick: () => setQuantity(item.id, item.quantity - 1),
              }}
              rightButtonProps={{
                icon: <span aria-hidden="true">+</span>,
                'aria-controls': \`quantity-\${item.id}\`,
                onClick: () => setQuantity(item.id, item.quantity + 1),
              }}
            />
            <Price value={item.price * item.quantity} formatter={usd} variant="selling" />
          </li>
        ))}
      </List>
      <p>
        <strong>
          Total: <Price value={total} formatter={usd} variant="selling" />
        </strong>
      </p>
      <Button type="button">Go to checkout</Button>
    </section>
  );
}
`;

const filterForm = `function FilterForm() {
  const colours = ['Blue', 'Green', 'Sand'];
  const [chosen, setChosen] = React.useState<string[]>(['Blue']);
  const [sort, setSort] = React.useState('price-asc');
  const [applied, setApplied] = React.useState('');
  const toggle = (colour: string) =>
    setChosen((current) =>
      current.includes(colour) ? current.filter((c) => c !== colour) : [...current, colour],
    );

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        setApplied(\`\${chosen.join(', ') || 'every colour'}, sorted by \${sort}\`);
      }}
    >
      <fieldset>
        <legend>Colour</legend>
        {colours.map((colour) => (
          <div key={colour}>
            <Checkbox
              id={\`colour-\${colour}\`}
              checked={chosen.includes(colour)}
              onChange={() => toggle(colour)}
            />{' '}
            <Label htmlFor={\`colour-\${colour}\`}>{colour}</Label>
          </div>
        ))}
      </fieldset>
      <p>
        <Label htmlFor="sort-order">Sort by</Label>{' '}
        <Select id="sort-order" value={sort} onChange={(event) => setSort(event.target.value)}>
          <option value="price-asc">Price, low to high</option>
          <option value="price-desc">Price, high to low</option>
          <option value="name">Name</option>
        </Select>
      </p>
      <Button type="submit">Apply filters</Button>
      <p role="status">{applied && \`Showing: \${applied}\`}</p>
    </Form>
  );
}
`;

const newsletter = `function Newsletter() {
  const [email, setEmail] = React.useState('');
  const [sent, setSent] = React.useState(false);
  const valid = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email);

  if (sent) return <Alert>Thanks! The next letter goes to {email}.</Alert>;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) setSent(true);
      }}
    >
      <Label htmlFor="newsletter-email">Email</Label>{' '}
      <Input
        id="newsletter-email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-describedby="newsletter-hint"
      />
      <p id="newsletter-hint">One letter a month about new products. Unsubscribe at any time.</p>
      <Button type="submit" disabled={!valid}>
        Subscribe
      </Button>
    </Form>
  );
}
`;

export const EXAMPLES: readonly PlaygroundExample[] = [
  {id: 'product-card', label: 'Product card', code: productCard},
  {id: 'cart-summary', label: 'Cart summary', code: cartSummary},
  {id: 'filter-form', label: 'Filter form', code: filterForm},
  {id: 'newsletter', label: 'Newsletter sign-up', code: newsletter},
];
