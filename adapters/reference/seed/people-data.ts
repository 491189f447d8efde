/** Names and places for the demo customers. */
export const SURNAMES = `Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca Mancini Costa
  Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile
  Martinelli Vitale Lombardo Serra Coppola De Santis D'Angelo Marchetti Parisi Villa Conte Ferraro Ferri Fabbri Bianco Marini
  Grasso Valentini Messina Sala De Angelis Gatti Pellegrini Palumbo Sanna Farina Rizzi Monti Cattaneo Morelli Amato Silvestri
  Mazza Testa Grassi Pellegrino Carbone Giuliani Benedetti Barone Rossetti Caputo Montanari Guerra Palmieri Bernardi Martino
  Fiore De Rosa Ferretti Bellini Basile Riva Donati Piras Vitali Battaglia Sartori Neri Costantini Milani Pagano Ruggiero
  Sorrentino D'Amico Orlando Damico Negri Zanetti Zanella Bortolin Trevisan Pavan Furlan Zago Tonon Dal Bo`
  .split(/\s+/)
  .reduce<string[]>((acc, word) => {
    // Rejoin two-word surnames ("De Luca", "Dal Bo").
    const last = acc[acc.length - 1];
    if (last === 'De' || last === 'Dal') acc[acc.length - 1] = `${last} ${word}`;
    else acc.push(word);
    return acc;
  }, []);

export const FIRST_NAMES =
  `Marco Giuseppe Giovanni Antonio Mario Luigi Francesco Andrea Alessandro Paolo Roberto Stefano Luca Massimo Davide
  Matteo Simone Federico Riccardo Fabio Claudio Gianluca Daniele Nicola Alberto Enrico Maria Anna Giulia Francesca Laura Sara
  Chiara Paola Elena Silvia Valentina Alessandra Federica Martina Elisa Monica Cristina Barbara Roberta`.split(/\s+/);

/** City and two-letter province. */
export const CITIES: Array<readonly [string, string]> = [
  ['Milano', 'MI'],
  ['Roma', 'RM'],
  ['Napoli', 'NA'],
  ['Torino', 'TO'],
  ['Palermo', 'PA'],
  ['Genova', 'GE'],
  ['Bologna', 'BO'],
  ['Firenze', 'FI'],
  ['Bari', 'BA'],
  ['Catania', 'CT'],
  ['Venezia', 'VE'],
  ['Verona', 'VR'],
  ['Messina', 'ME'],
  ['Padova', 'PD'],
  ['Trieste', 'TS'],
  ['Brescia', 'BS'],
  ['Parma', 'PR'],
  ['Taranto', 'TA'],
  ['Prato', 'PO'],
  ['Modena', 'MO'],
  ['Reggio Calabria', 'RC'],
  ['Reggio Emilia', 'RE'],
  ['Perugia', 'PG'],
  ['Ravenna', 'RA'],
  ['Livorno', 'LI'],
  ['Cagliari', 'CA'],
  ['Foggia', 'FG'],
  ['Rimini', 'RN'],
  ['Salerno', 'SA'],
  ['Ferrara', 'FE'],
  ['Sassari', 'SS'],
  ['Latina', 'LT'],
  ['Monza', 'MB'],
  ['Siracusa', 'SR'],
  ['Pescara', 'PE'],
  ['Bergamo', 'BG'],
  ['Trento', 'TN'],
  ['Vicenza', 'VI'],
  ['Terni', 'TR'],
  ['Bolzano', 'BZ'],
  ['Novara', 'NO'],
  ['Piacenza', 'PC'],
  ['Ancona', 'AN'],
  ['Andria', 'BT'],
  ['Udine', 'UD'],
  ['Arezzo', 'AR'],
  ['Cesena', 'FC'],
  ['Lecce', 'LE'],
  ['Pesaro', 'PU'],
  ['La Spezia', 'SP'],
  ['Alessandria', 'AL'],
  ['Treviso', 'TV'],
  ['Rovigo', 'RO'],
  ['Pisa', 'PI'],
  ['Como', 'CO'],
  ['Varese', 'VA'],
  ['Lucca', 'LU'],
  ['Caserta', 'CE'],
  ['Cosenza', 'CS'],
  ['Catanzaro', 'CZ'],
  ['Asti', 'AT'],
  ['Cuneo', 'CN'],
  ['Pordenone', 'PN'],
  ['Belluno', 'BL'],
  ['Mantova', 'MN'],
  ['Cremona', 'CR'],
  ['Lecco', 'LC'],
  ['Pavia', 'PV'],
  ['Avellino', 'AV'],
  ['Benevento', 'BN'],
  ['Potenza', 'PZ'],
  ['Matera', 'MT'],
  ['Campobasso', 'CB'],
  ["L'Aquila", 'AQ'],
  ['Teramo', 'TE'],
  ['Chieti', 'CH'],
  ['Viterbo', 'VT'],
  ['Frosinone', 'FR'],
  ['Siena', 'SI'],
  ['Grosseto', 'GR'],
  ['Castelfranco Veneto', 'TV'],
  ['Conegliano', 'TV'],
  ['Montebelluna', 'TV'],
  ['Bassano del Grappa', 'VI'],
  ['Mestre', 'VE'],
  ['Chioggia', 'VE'],
  ['Cittadella', 'PD'],
  ['Adria', 'RO'],
  ['Schio', 'VI'],
  ['Oderzo', 'TV'],
];

/** `as const` so the type checker knows AGENTS[0] and AGENTS[1] exist: the demo accounts get those two. */
export const AGENTS = [
  'Marco Zanin',
  'Giulia Cestaro',
  'Paolo Boscolo',
  'Andrea Lucchetta',
  'Francesca Rinaldi',
  'Stefano De Marchi',
  'Roberto Esposito',
  'Claudia Ferraro',
  'Luca Santangelo',
  'Davide Morra',
  'Sara Pugliese',
  'Vincenzo Di Lorenzo',
] as const;

/** `{S}` surname, `{S2}` another surname, `{N}` first name, `{C}` city; legal form appended. */
export const COMPANY_PATTERNS = [
  'Autoricambi {S}',
  '{S} Ricambi',
  'Officina Meccanica {S}',
  'Autofficina {S} & Figli',
  'Elettrauto {S}',
  'Carrozzeria {S}',
  'Ricambi Auto {C}',
  '{S} & {S2} Autoricambi',
  'Centro Revisioni {S}',
  'Autoservice {S}',
  'Gommista {S}',
  '{C} Car Service',
  'Officina {N} {S}',
  'Autoricambi {C} Nord',
  'Ricambi {S} Group',
  'Garage {S}',
  'Meccanica {S}',
  'Autodemolizioni {S}',
  'Punto Ricambi {C}',
  'Moto e Auto {S}',
];

export const LEGAL_FORMS: Array<readonly [string, number]> = [
  ['S.r.l.', 5],
  ['S.n.c.', 3],
  ['S.a.s.', 2],
  ['S.p.A.', 0.5],
  ['S.r.l.s.', 1.5],
  ['di {N} {S}', 1.5],
];
