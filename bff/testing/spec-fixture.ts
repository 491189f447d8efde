import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';

// The conformance fixture speaks the ports' English; SPEC's routes, their tests and journeys ask and answer in
// SPEC §3's words. These views let a route test read the fixture in the words of the URLs it calls.

type Vehicles = ConformanceFixture['vehicles'];

/** The fixture's vehicles as SPEC §3 names their fields (idMarca, idVeicolo, codiceListino, idList...). */
export function specVehicles({ plate, sharedPlate, vehicle, oe, application }: Vehicles) {
  return {
    plate: { plate: plate.plate, idVeicolo: plate.vehicleId },
    sharedPlate: { plate: sharedPlate.plate, idVeicoli: sharedPlate.vehicleIds },
    vehicle: {
      idMarca: vehicle.makeId,
      idModello: vehicle.modelId,
      modelloAnno: vehicle.firstYear,
      idVeicolo: vehicle.vehicleId,
      idGruppo: vehicle.groupId,
      idVoce: vehicle.itemId,
    },
    oe: { codiceListino: oe.priceListCode, codiceOE: oe.oeCode },
    application: {
      productId: application.productId,
      idList: application.priceListCode,
      artCode: application.code,
      idVeicolo: application.vehicleId,
    },
  };
}
export type SpecVehicles = ReturnType<typeof specVehicles>;

/** The fixture's tyre as a result row's `tyre` names its size (width, ratio, diameter, loadIndex, speedCode). */
export function specTyre(tyre: ConformanceFixture['configurators']['tyre']) {
  return { width: tyre.width, ratio: tyre.aspectRatio, diameter: tyre.rimDiameter, loadIndex: tyre.loadIndex, speedCode: tyre.speedIndex };
}

/** The fixture's configurators with the tyre in a result row's words. */
export function specConfigurators(configurators: ConformanceFixture['configurators']) {
  return { ...configurators, tyre: specTyre(configurators.tyre) };
}
export type SpecConfigurators = ReturnType<typeof specConfigurators>;
