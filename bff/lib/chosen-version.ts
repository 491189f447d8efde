import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPortError } from '../../adapters/ports/port-error.ts';
import type { VehicleVersion } from '../../shared/contract/vehicles.ts';
import type { ChosenVehicle } from '../../shared/vehicle-cookies.ts';
import { versionView } from './vehicle-wire.ts';

/**
 * The details of the vehicle the cookies name (years, power, engine, fuel, body), read from the catalogue's list of
 * its model's versions (cached an hour). Null when the cookies lack the model's year, or the catalogue no longer
 * has the version or does not answer: the offer then names the vehicle only.
 */
export async function chosenVersion(
  app: FastifyInstance,
  request: FastifyRequest,
  vehicle: ChosenVehicle | null,
): Promise<VehicleVersion | null> {
  if (!vehicle?.modelloAnno) return null;
  try {
    const versions = await app.ports.vehicles.versions({ modelId: vehicle.idModello, firstYear: vehicle.modelloAnno }, request.portCtx());
    const version = versions.find((v) => v.vehicleId === vehicle.idVeicolo);
    return version ? versionView(version) : null;
  } catch (error) {
    if (!isPortError(error)) throw error;
    request.log.info({ reason: error.reason }, 'chosen vehicle details not read');
    return null;
  }
}
