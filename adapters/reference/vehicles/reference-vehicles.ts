import type { Database } from '../../../shared/sqlite.ts';
import type { VehiclesPort } from '../../ports/index.ts';
import type { Ctx } from '../../ports/op.ts';
import type {
  ActiveGroup,
  Application,
  Criteria,
  CrossReply,
  Maker,
  Model,
  PartsTreeItem,
  PlateReply,
  VehicleVersion,
} from '../../ports/vehicles.ts';
import { Applications } from './applications.ts';
import { CarPark } from './car-park.ts';
import { OeCross } from './cross.ts';
import type { Input } from './input.ts';
import { VehiclePartsTree } from './parts-tree.ts';
import { Plates } from './plates.ts';

/**
 * The parts-catalogue provider's vehicle catalogue over the reference database. Public data: the actor is not read;
 * every statement is prepared once and reads through an index.
 */
export class ReferenceVehicles implements VehiclesPort {
  private readonly carPark: CarPark;
  private readonly plates: Plates;
  private readonly tree: VehiclePartsTree;
  private readonly oe: OeCross;
  private readonly applications: Applications;

  constructor(deps: { db: Database }) {
    this.carPark = new CarPark(deps.db);
    this.plates = new Plates(deps.db);
    this.tree = new VehiclePartsTree(deps.db);
    this.oe = new OeCross(deps.db);
    this.applications = new Applications(deps.db);
  }

  async makers(_input: Input<'makers'>, _ctx: Ctx): Promise<Maker[]> {
    return this.carPark.makers();
  }

  async models(input: Input<'models'>, _ctx: Ctx): Promise<Model[]> {
    return this.carPark.models(input);
  }

  async versions(input: Input<'versions'>, _ctx: Ctx): Promise<VehicleVersion[]> {
    return this.carPark.versions(input);
  }

  async searchPlate(input: Input<'searchPlate'>, _ctx: Ctx): Promise<PlateReply> {
    return this.plates.searchPlate(input);
  }

  async activeGroups(input: Input<'activeGroups'>, _ctx: Ctx): Promise<ActiveGroup[]> {
    return this.tree.activeGroups(input);
  }

  async itemsTree(input: Input<'itemsTree'>, _ctx: Ctx): Promise<PartsTreeItem[]> {
    return this.tree.itemsTree(input);
  }

  async criterias(input: Input<'criterias'>, _ctx: Ctx): Promise<Criteria[]> {
    return this.tree.criterias(input);
  }

  async cross(input: Input<'cross'>, _ctx: Ctx): Promise<CrossReply> {
    return this.oe.cross(input);
  }

  async otherCross(input: Input<'otherCross'>, _ctx: Ctx): Promise<CrossReply> {
    return this.oe.otherCross(input);
  }

  async appliModels(input: Input<'appliModels'>, _ctx: Ctx): Promise<Application[]> {
    return this.applications.appliModels(input);
  }

  async codesForVehicle(input: Input<'codesForVehicle'>, _ctx: Ctx): Promise<{ productIds: number[] }> {
    return this.applications.codesForVehicle(input);
  }
}
