/**
 * Where the customer's price-list requests ("my requests", issue 27) plug into the account area: that work replaces
 * this component with its panel. Until then the area shows nothing here.
 */
export function RequestsSlot() {
  return null;
}
