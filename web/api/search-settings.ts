import type { SearchFormSettings } from '../../shared/view-preferences.ts';

/** How the search form behaves, in the shop's words (SPEC's catalogue settings are S/N flags). */
export interface SearchBehaviour {
  /** Every whitespace is taken out of a query before it is searched. */
  removeSpaces: boolean;
  /** A long enough query asks the vehicle-data service first: the service and the article popup are both on. */
  vehicleLookup: boolean;
}

export function searchBehaviour(settings: SearchFormSettings): SearchBehaviour {
  return {
    removeSpaces: settings.removeSpaces === 'S',
    vehicleLookup: settings.vehicleDataService === 'S' && settings.articlePopup === 'S',
  };
}
