/**
 * The height of a promotion cell and of the whole carousel region (cells and the row of controls below), shared by
 * the carousel and its skeleton: the region keeps its space while the promotions load, so the page below does not
 * move when they arrive (no layout shift). Cells measure 218–270 px from 1280 to 390 px (a customer's show the price):
 * 280 px; the region adds 16 px and two rows of dots (a phone has a dot per promotion), 344 px. A cell with
 * unusually long texts still grows.
 */
export const PROMO_CELL_HEIGHT = 'min-h-70';
export const PROMO_REGION_HEIGHT = 'min-h-86';
