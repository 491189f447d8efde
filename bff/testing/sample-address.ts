/**
 * A delivery address in Treviso (TV: the distributor's own van area, so its fulfilment options are the van's), as
 * the new-address form sends it and memorised: the address tests, journeys and benchmarks order to.
 */
export const TREVISO_ADDRESS = {
  business: 'Officina Bianchi',
  street: 'Via Postumia 12',
  postalCode: '31100',
  city: 'Treviso',
  stateProvinceRegion: 'TV',
  isoCountryAlpha2: 'IT',
  fgMemorize: 'Y',
} as const;
