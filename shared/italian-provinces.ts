/** Italy's provinces (two-letter code, name) by region, as the address form's province select lists them. */
export const REGIONS: ReadonlyArray<readonly [region: string, provinces: ReadonlyArray<readonly [string, string]>]> = [
  [
    'Piemonte',
    [
      ['TO', 'Torino'],
      ['VC', 'Vercelli'],
      ['NO', 'Novara'],
      ['CN', 'Cuneo'],
      ['AT', 'Asti'],
      ['AL', 'Alessandria'],
      ['BI', 'Biella'],
      ['VB', 'Verbano-Cusio-Ossola'],
    ],
  ],
  ['Valle d’Aosta', [['AO', 'Aosta']]],
  [
    'Lombardia',
    [
      ['VA', 'Varese'],
      ['CO', 'Como'],
      ['SO', 'Sondrio'],
      ['MI', 'Milano'],
      ['BG', 'Bergamo'],
      ['BS', 'Brescia'],
      ['PV', 'Pavia'],
      ['CR', 'Cremona'],
      ['MN', 'Mantova'],
      ['LC', 'Lecco'],
      ['LO', 'Lodi'],
      ['MB', 'Monza e della Brianza'],
    ],
  ],
  [
    'Trentino-Alto Adige',
    [
      ['BZ', 'Bolzano'],
      ['TN', 'Trento'],
    ],
  ],
  [
    'Veneto',
    [
      ['VR', 'Verona'],
      ['VI', 'Vicenza'],
      ['BL', 'Belluno'],
      ['TV', 'Treviso'],
      ['VE', 'Venezia'],
      ['PD', 'Padova'],
      ['RO', 'Rovigo'],
    ],
  ],
  [
    'Friuli-Venezia Giulia',
    [
      ['UD', 'Udine'],
      ['GO', 'Gorizia'],
      ['TS', 'Trieste'],
      ['PN', 'Pordenone'],
    ],
  ],
  [
    'Liguria',
    [
      ['IM', 'Imperia'],
      ['SV', 'Savona'],
      ['GE', 'Genova'],
      ['SP', 'La Spezia'],
    ],
  ],
  [
    'Emilia-Romagna',
    [
      ['PC', 'Piacenza'],
      ['PR', 'Parma'],
      ['RE', 'Reggio Emilia'],
      ['MO', 'Modena'],
      ['BO', 'Bologna'],
      ['FE', 'Ferrara'],
      ['RA', 'Ravenna'],
      ['FC', 'Forlì-Cesena'],
      ['RN', 'Rimini'],
    ],
  ],
  [
    'Toscana',
    [
      ['MS', 'Massa-Carrara'],
      ['LU', 'Lucca'],
      ['PT', 'Pistoia'],
      ['FI', 'Firenze'],
      ['LI', 'Livorno'],
      ['PI', 'Pisa'],
      ['AR', 'Arezzo'],
      ['SI', 'Siena'],
      ['GR', 'Grosseto'],
      ['PO', 'Prato'],
    ],
  ],
  [
    'Umbria',
    [
      ['PG', 'Perugia'],
      ['TR', 'Terni'],
    ],
  ],
  [
    'Marche',
    [
      ['PU', 'Pesaro e Urbino'],
      ['AN', 'Ancona'],
      ['MC', 'Macerata'],
      ['AP', 'Ascoli Piceno'],
      ['FM', 'Fermo'],
    ],
  ],
  [
    'Lazio',
    [
      ['VT', 'Viterbo'],
      ['RI', 'Rieti'],
      ['RM', 'Roma'],
      ['LT', 'Latina'],
      ['FR', 'Frosinone'],
    ],
  ],
  [
    'Abruzzo',
    [
      ['AQ', 'L’Aquila'],
      ['TE', 'Teramo'],
      ['PE', 'Pescara'],
      ['CH', 'Chieti'],
    ],
  ],
  [
    'Molise',
    [
      ['CB', 'Campobasso'],
      ['IS', 'Isernia'],
    ],
  ],
  [
    'Campania',
    [
      ['CE', 'Caserta'],
      ['BN', 'Benevento'],
      ['NA', 'Napoli'],
      ['AV', 'Avellino'],
      ['SA', 'Salerno'],
    ],
  ],
  [
    'Puglia',
    [
      ['FG', 'Foggia'],
      ['BA', 'Bari'],
      ['TA', 'Taranto'],
      ['BR', 'Brindisi'],
      ['LE', 'Lecce'],
      ['BT', 'Barletta-Andria-Trani'],
    ],
  ],
  [
    'Basilicata',
    [
      ['PZ', 'Potenza'],
      ['MT', 'Matera'],
    ],
  ],
  [
    'Calabria',
    [
      ['CS', 'Cosenza'],
      ['CZ', 'Catanzaro'],
      ['RC', 'Reggio Calabria'],
      ['KR', 'Crotone'],
      ['VV', 'Vibo Valentia'],
    ],
  ],
  [
    'Sicilia',
    [
      ['PA', 'Palermo'],
      ['ME', 'Messina'],
      ['AG', 'Agrigento'],
      ['CL', 'Caltanissetta'],
      ['EN', 'Enna'],
      ['CT', 'Catania'],
      ['RG', 'Ragusa'],
      ['SR', 'Siracusa'],
      ['TP', 'Trapani'],
    ],
  ],
  [
    'Sardegna',
    [
      ['SS', 'Sassari'],
      ['NU', 'Nuoro'],
      ['CA', 'Cagliari'],
      ['OR', 'Oristano'],
      ['SU', 'Sud Sardegna'],
    ],
  ],
];

/** Regions on an island: couriers take a working day more. */
export const ISLAND_REGIONS: ReadonlySet<string> = new Set(['Sicilia', 'Sardegna']);

/** Every province's two-letter code: an Italian address's stateProvinceRegion is one of these (SPEC §5). */
export const ITALIAN_PROVINCE_CODES: ReadonlySet<string> = new Set(REGIONS.flatMap(([, provinces]) => provinces.map(([code]) => code)));

/**
 * SPEC §5, §9's special provinces: the distributor's own delivery area, served by its vans' daily runs from the
 * Treviso warehouse; every other province and country gets couriers.
 */
export const OWN_DELIVERY_AREA: ReadonlySet<string> = new Set(['TV', 'VE', 'VI', 'PD', 'RO']);
