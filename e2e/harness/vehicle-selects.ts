import type { Page } from 'playwright-core';

interface ListedVehicle {
  idMarca: number;
  idModello: number;
  modelloAnno: number;
  idVeicolo: number;
}

/** Picks `vehicle`'s maker and model in the vehicle selects (/search-car and the finders), until its version is listed. */
export async function chooseMakerAndModel(page: Page, vehicle: ListedVehicle): Promise<void> {
  await page.getByTestId('car-maker').selectOption(String(vehicle.idMarca));
  const model = `${vehicle.idModello}|${vehicle.modelloAnno}`;
  await page.locator(`[data-testid="car-model"] option[value="${model}"]`).waitFor({ state: 'attached' });
  await page.getByTestId('car-model').selectOption(model);
  await page.locator(`[data-testid="car-version"] option[value="${vehicle.idVeicolo}"]`).waitFor({ state: 'attached' });
}
