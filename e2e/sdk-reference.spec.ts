/**
 * SDK reference: the signatures and tables on the SDK pages are generated at build time
 * from `@faststore/sdk`'s declarations by the sdk-reference plugin and rendered by SdkSignature.
 */
import {test, expect} from './fixtures';

test('useCart page shows its generated signature and its tables', async ({page}) => {
  await page.goto('/reference/sdk/cart/useCart');
  const signature = page.locator('[data-sdk-signature="useCart"]');
  await expect(signature).toBeVisible();
  await expect(signature.locator('pre').first()).toContainText('const useCart');
  await expect(signature).toContainText('Takes no parameters');

  // useCart takes no parameters; its table lists the members of the object it returns.
  const returns = signature.locator('table[data-sdk-table="returns"]');
  await expect(returns.getByRole('rowheader', {name: 'addItem', exact: true})).toHaveCount(1);
  await expect(returns.getByRole('rowheader', {name: 'isValidating', exact: true})).toHaveCount(1);
});

test('CartProvider page lists its props in the parameters table', async ({page}) => {
  await page.goto('/reference/sdk/cart/CartProvider');
  const table = page.locator('[data-sdk-signature="CartProvider"] table[data-sdk-table="parameters"]');
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', {name: 'onValidateCart', exact: true})).toHaveCount(1);
  await expect(table.getByRole('rowheader', {name: 'mode', exact: true})).toHaveCount(1);
});
