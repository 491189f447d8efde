/**
 * Makers and models of the Italian car park. Each model line is
 * `name|yearFrom|yearTo|class|bodies`: class S city car, M compact, L large, X SUV, V van, P sports, E electric;
 * bodies are codes of BODY_LABELS. `engines` names the engine family in engines-data.ts,
 * `oe` the style of the maker's original-equipment numbers (see oe-styles.ts), `weight` its share of the market.
 */
export interface MakerData {
  name: string;
  listCode: string;
  engines: string;
  oe: string;
  weight: number;
  trims: string[];
  models: string;
}

export const BODY_LABELS: Record<string, string> = {
  H3: 'Hatchback 3 porte',
  H5: 'Hatchback 5 porte',
  B: 'Berlina',
  W: 'Station wagon',
  X: 'SUV',
  C: 'Coupé',
  K: 'Cabriolet',
  F: 'Furgone',
  U: 'Pick-up',
  V: 'Monovolume',
};

export const MAKERS: MakerData[] = [
  {
    name: 'Fiat',
    listCode: 'FIA',
    engines: 'fca',
    oe: 'fca',
    weight: 10,
    trims: ['Pop', 'Easy', 'Lounge', 'Cross', 'Sport', 'City Life', 'Dolcevita'],
    models: `Panda|2003|2012|S|H5; Panda|2012||S|H5; Panda Cross|2014||S|X; 500|2007||S|H3,K; 500 Hybrid|2020||S|H3,K;
      500e|2020||E|H3,K; 500L|2012|2022|M|V; 500X|2014||X|X; Punto|1999|2010|S|H3,H5; Grande Punto|2005|2009|S|H3,H5;
      Punto Evo|2009|2012|S|H3,H5; Punto|2012|2018|S|H3,H5; Tipo|2015||M|B,H5,W; Bravo|2007|2014|M|H5; Stilo|2001|2007|M|H3,H5,W;
      Idea|2003|2012|M|V; Multipla|1998|2010|M|V; Doblò|2010|2022|V|F,V; Qubo|2008|2020|V|V; Fiorino|2007|2021|V|F;
      Ducato|2006||V|F; Seicento|1998|2010|S|H3; Croma|2005|2010|L|W; Sedici|2006|2014|X|X; Freemont|2011|2016|L|V;
      Scudo|2007|2016|V|F; Talento|2016|2020|V|F; Fullback|2016|2019|V|U; 124 Spider|2016|2020|P|K; Ulysse|2002|2010|L|V;
      Marea|1996|2003|M|B,W; 600|2023||X|X`,
  },
  {
    name: 'Alfa Romeo',
    listCode: 'ALF',
    engines: 'fca',
    oe: 'fca',
    weight: 4,
    trims: ['Progression', 'Distinctive', 'Super', 'Sprint', 'Ti', 'Veloce'],
    models: `MiTo|2008|2018|S|H3; Giulietta|2010|2020|M|H5; Giulia|2016||L|B; Stelvio|2017||X|X; Tonale|2022||X|X;
      147|2000|2010|M|H3,H5; 156|1997|2007|L|B,W; 159|2005|2011|L|B,W; GT|2003|2010|P|C; Brera|2005|2010|P|C;
      Spider|2006|2010|P|K; 166|1998|2007|L|B; Junior|2024||X|X`,
  },
  {
    name: 'Lancia',
    listCode: 'LAN',
    engines: 'fca',
    oe: 'fca',
    weight: 4,
    trims: ['Silver', 'Gold', 'Platinum', 'Elefantino', 'Oro', 'Argento'],
    models: `Ypsilon|2003|2011|S|H3; Ypsilon|2011|2024|S|H5; Ypsilon|2024||S|H5; Musa|2004|2012|M|V; Delta|2008|2014|M|H5;
      Thema|2011|2014|L|B; Voyager|2011|2015|L|V; Phedra|2002|2010|L|V; Lybra|1999|2005|M|B,W; Thesis|2002|2009|L|B`,
  },
  {
    name: 'Abarth',
    listCode: 'ABA',
    engines: 'fca',
    oe: 'fca',
    weight: 1,
    trims: ['Turismo', 'Competizione', 'Esseesse', 'Scorpioneoro'],
    models: `500|2008||P|H3,K; 595|2016||P|H3,K; 695|2016||P|H3; Punto Evo|2010|2014|P|H3; 124 Spider|2016|2019|P|K`,
  },
  {
    name: 'Volkswagen',
    listCode: 'VW',
    engines: 'vag',
    oe: 'vag',
    weight: 8,
    trims: ['Trendline', 'Comfortline', 'Highline', 'R-Line', 'Life', 'Style', 'Business'],
    models: `Polo V|2009|2017|S|H3,H5; Polo VI|2017||S|H5; Golf V|2003|2008|M|H3,H5; Golf VI|2008|2012|M|H3,H5,K;
      Golf VII|2012|2019|M|H5,W; Golf VIII|2019||M|H5,W; Passat B6|2005|2010|L|B,W; Passat B7|2010|2014|L|B,W;
      Passat B8|2014||L|B,W; Tiguan|2007|2016|X|X; Tiguan|2016||X|X; T-Roc|2017||X|X; T-Cross|2019||X|X; Touran|2010||M|V;
      Up!|2011|2023|S|H3,H5; Caddy|2010||V|F,V; Transporter T6|2015||V|F; Touareg|2010||L|X; Sharan|2010|2022|L|V;
      Scirocco|2008|2017|P|C; ID.3|2020||E|H5; ID.4|2021||E|X; Arteon|2017||L|B; Taigo|2021||X|X; Maggiolino|2011|2019|M|C,K;
      Amarok|2010||V|U`,
  },
  {
    name: 'Audi',
    listCode: 'AUD',
    engines: 'vag',
    oe: 'vag',
    weight: 5,
    trims: ['Base', 'Business', 'Design', 'Sport', 'S line', 'Advanced'],
    models: `A1|2010|2018|S|H3,H5; A1|2018||S|H5; A3|2003|2012|M|H3,H5; A3|2012|2020|M|H5,B,K; A3|2020||M|H5,B;
      A4|2007|2015|L|B,W; A4|2015||L|B,W; A5|2007|2016|L|C,K; A6|2011|2018|L|B,W; A6|2018||L|B,W; Q2|2016||X|X;
      Q3|2011|2018|X|X; Q3|2018||X|X; Q5|2008|2017|X|X; Q5|2017||X|X; Q7|2015||L|X; TT|2006|2014|P|C,K;
      e-tron|2019||E|X; Q4 e-tron|2021||E|X`,
  },
  {
    name: 'Skoda',
    listCode: 'SKO',
    engines: 'vag',
    oe: 'vag',
    weight: 3,
    trims: ['Active', 'Ambition', 'Style', 'Scout', 'Executive'],
    models: `Fabia|2007|2014|S|H5,W; Fabia|2014|2021|S|H5,W; Fabia|2021||S|H5; Octavia|2004|2013|M|B,W; Octavia|2013|2020|M|B,W;
      Octavia|2020||M|B,W; Superb|2015||L|B,W; Karoq|2017||X|X; Kodiaq|2016||X|X; Kamiq|2019||X|X; Scala|2019||M|H5;
      Citigo|2012|2020|S|H3,H5; Rapid|2012|2019|M|B,H5; Yeti|2009|2017|X|X; Roomster|2006|2015|M|V; Enyaq|2021||E|X`,
  },
  {
    name: 'Seat',
    listCode: 'SEA',
    engines: 'vag',
    oe: 'vag',
    weight: 3,
    trims: ['Reference', 'Style', 'FR', 'Xcellence', 'Business'],
    models: `Ibiza|2008|2017|S|H3,H5; Ibiza|2017||S|H5; Leon|2005|2012|M|H5; Leon|2012|2020|M|H5,W; Leon|2020||M|H5,W;
      Arona|2017||X|X; Ateca|2016||X|X; Tarraco|2018||L|X; Altea|2004|2015|M|V; Mii|2011|2021|S|H3,H5;
      Alhambra|2010|2020|L|V; Toledo|2012|2019|M|B`,
  },
  {
    name: 'Cupra',
    listCode: 'CUP',
    engines: 'vag',
    oe: 'vag',
    weight: 1.5,
    trims: ['Base', 'VZ', 'VZ Performance'],
    models: `Formentor|2020||X|X; Born|2021||E|H5; Leon|2020||P|H5,W; Ateca|2018||P|X`,
  },
  {
    name: 'Renault',
    listCode: 'REN',
    engines: 'rnd',
    oe: 'renault',
    weight: 6,
    trims: ['Life', 'Zen', 'Intens', 'Techno', 'Evolution', 'Iconic', 'Business'],
    models: `Clio III|2005|2012|S|H3,H5; Clio IV|2012|2019|S|H5,W; Clio V|2019||S|H5; Megane III|2008|2016|M|H5,W,C;
      Megane IV|2016|2022|M|H5,W,B; Captur|2013|2019|X|X; Captur|2019||X|X; Kadjar|2015|2022|X|X; Twingo II|2007|2014|S|H3;
      Twingo III|2014||S|H5; Scenic III|2009|2016|M|V; Scenic IV|2016|2022|M|V; Kangoo|2008|2021|V|F,V; Trafic|2014||V|F;
      Master|2010||V|F; Zoe|2013||E|H5; Austral|2022||X|X; Arkana|2021||X|X; Espace|2015|2023|L|V; Koleos|2017||X|X;
      Laguna|2007|2015|L|B,W`,
  },
  {
    name: 'Dacia',
    listCode: 'DAC',
    engines: 'rnd',
    oe: 'renault',
    weight: 5,
    trims: ['Access', 'Essential', 'Comfort', 'Expression', 'Journey', 'Extreme'],
    models: `Sandero|2008|2012|S|H5; Sandero|2012|2020|S|H5; Sandero|2020||S|H5; Sandero Stepway|2020||S|X; Duster|2010|2017|X|X;
      Duster|2017|2024|X|X; Duster|2024||X|X; Logan|2012|2020|S|B,W; Lodgy|2012|2022|M|V; Dokker|2012|2021|V|F,V;
      Spring|2021||E|H5; Jogger|2022||M|W`,
  },
  {
    name: 'Nissan',
    listCode: 'NIS',
    engines: 'rnd',
    oe: 'nissan',
    weight: 3,
    trims: ['Visia', 'Acenta', 'N-Connecta', 'Tekna', 'N-Design'],
    models: `Micra|2010|2017|S|H5; Micra|2017||S|H5; Qashqai|2007|2013|X|X; Qashqai|2013|2021|X|X; Qashqai|2021||X|X;
      Juke|2010|2019|X|X; Juke|2019||X|X; X-Trail|2014|2022|X|X; Note|2013|2020|S|V; Pulsar|2014|2018|M|H5;
      Leaf|2017||E|H5; Navara|2015||V|U; NV200|2010||V|F`,
  },
  {
    name: 'Peugeot',
    listCode: 'PEU',
    engines: 'psa',
    oe: 'psa',
    weight: 6,
    trims: ['Access', 'Active', 'Allure', 'GT Line', 'GT', 'Business'],
    models: `107|2005|2014|S|H3,H5; 108|2014|2022|S|H3,H5; 206|1998|2012|S|H3,H5,W; 207|2006|2014|S|H3,H5,W; 208|2012|2019|S|H3,H5;
      208|2019||S|H5; 2008|2013|2019|X|X; 2008|2019||X|X; 308|2007|2013|M|H5,W; 308|2013|2021|M|H5,W; 308|2021||M|H5,W;
      3008|2009|2016|X|X; 3008|2016||X|X; 5008|2017||X|X; 508|2011|2018|L|B,W; 508|2018||L|B,W; Partner|2008|2018|V|F,V;
      Rifter|2018||V|V; Expert|2016||V|F; Boxer|2006||V|F; e-208|2019||E|H5`,
  },
  {
    name: 'Citroën',
    listCode: 'CIT',
    engines: 'psa',
    oe: 'psa',
    weight: 5,
    trims: ['Live', 'Feel', 'Shine', 'Plus', 'Max', 'Business'],
    models: `C1|2005|2014|S|H3,H5; C1|2014|2022|S|H3,H5; C3|2009|2016|S|H5; C3|2016||S|H5; C3 Aircross|2017||X|X;
      C3 Picasso|2009|2017|S|V; C4|2010|2018|M|H5; C4|2020||M|H5; C4 Cactus|2014||X|X; C4 Picasso|2013|2018|M|V;
      C5 Aircross|2018||X|X; C5|2008|2017|L|B,W; Berlingo|2008|2018|V|F,V; Berlingo|2018||V|F,V; Jumpy|2016||V|F;
      Jumper|2006||V|F; ë-C4|2020||E|H5; Xsara Picasso|1999|2012|M|V`,
  },
  {
    name: 'DS',
    listCode: 'DS',
    engines: 'psa',
    oe: 'psa',
    weight: 1,
    trims: ['Chic', 'So Chic', 'Performance Line', 'Rivoli'],
    models: `DS 3|2010|2019|S|H3,K; DS 3 Crossback|2019||X|X; DS 4|2011|2018|M|H5; DS 7 Crossback|2017||X|X`,
  },
  {
    name: 'Opel',
    listCode: 'OPE',
    engines: 'opel',
    oe: 'opel',
    weight: 5,
    trims: ['Edition', 'Elegance', 'Cosmo', 'Innovation', 'GS Line', 'Business'],
    models: `Corsa D|2006|2014|S|H3,H5; Corsa E|2014|2019|S|H3,H5; Corsa F|2019||S|H5; Astra H|2004|2010|M|H3,H5,W;
      Astra J|2009|2015|M|H5,W,B; Astra K|2015|2021|M|H5,W; Astra L|2021||M|H5,W; Meriva|2010|2017|M|V; Zafira|2011|2019|M|V;
      Insignia A|2008|2017|L|B,W; Insignia B|2017||L|B,W; Mokka|2012|2019|X|X; Mokka|2020||X|X; Crossland|2017||X|X;
      Grandland|2017||X|X; Adam|2013|2019|S|H3; Agila|2008|2014|S|H5; Combo|2011|2018|V|F,V; Combo|2018||V|F,V;
      Vivaro|2014||V|F; Movano|2010||V|F; Corsa-e|2020||E|H5`,
  },
  {
    name: 'Ford',
    listCode: 'FOR',
    engines: 'ford',
    oe: 'ford',
    weight: 6,
    trims: ['Plus', 'Trend', 'Titanium', 'ST-Line', 'Active', 'Vignale', 'Business'],
    models: `Fiesta|2008|2017|S|H3,H5; Fiesta|2017|2023|S|H3,H5; Focus|2004|2011|M|H5,W,B; Focus|2011|2018|M|H5,W; Focus|2018||M|H5,W;
      Ka|2008|2016|S|H3; Ka+|2016|2020|S|H5; Puma|2019||X|X; Kuga|2008|2012|X|X; Kuga|2012|2019|X|X; Kuga|2019||X|X;
      EcoSport|2013|2022|X|X; C-Max|2010|2019|M|V; S-Max|2015|2023|L|V; Mondeo|2014|2022|L|B,W; Galaxy|2015|2023|L|V;
      Transit|2013||V|F; Transit Custom|2012||V|F; Transit Connect|2013||V|F; Ranger|2012||V|U; Mustang Mach-E|2021||E|X;
      B-Max|2012|2017|S|V; Tourneo Courier|2014||V|V`,
  },
  {
    name: 'Toyota',
    listCode: 'TOY',
    engines: 'toyota',
    oe: 'toyota',
    weight: 6,
    trims: ['Active', 'Trend', 'Lounge', 'Style', 'Business', 'GR Sport'],
    models: `Aygo|2005|2014|S|H3,H5; Aygo|2014|2022|S|H3,H5; Aygo X|2022||S|X; Yaris|2011|2020|S|H3,H5; Yaris|2020||S|H5;
      Yaris Cross|2021||X|X; Auris|2012|2018|M|H5,W; Corolla|2019||M|H5,W,B; C-HR|2016||X|X; RAV4|2013|2018|X|X;
      RAV4|2019||X|X; Prius|2016||M|H5; Verso|2013|2018|M|V; Land Cruiser|2009||L|X; Hilux|2016||V|U; Proace|2016||V|F;
      bZ4X|2022||E|X`,
  },
  {
    name: 'Lexus',
    listCode: 'LEX',
    engines: 'toyota',
    oe: 'toyota',
    weight: 1,
    trims: ['Business', 'Executive', 'F Sport', 'Luxury'],
    models: `CT|2011|2022|M|H5; NX|2014||X|X; UX|2019||X|X; RX|2016||L|X; IS|2013|2020|L|B`,
  },
  {
    name: 'BMW',
    listCode: 'BMW',
    engines: 'bmw',
    oe: 'bmw',
    weight: 5,
    trims: ['Advantage', 'Business', 'Sport', 'Luxury', 'Msport'],
    models: `Serie 1 (E87)|2004|2011|M|H3,H5; Serie 1 (F20)|2011|2019|M|H3,H5; Serie 1 (F40)|2019||M|H5;
      Serie 2 Active Tourer|2014|2021|M|V; Serie 3 (E90)|2005|2012|L|B,W; Serie 3 (F30)|2012|2019|L|B,W;
      Serie 3 (G20)|2019||L|B,W; Serie 4|2013|2020|L|C,K; Serie 5 (F10)|2010|2017|L|B,W; Serie 5 (G30)|2017||L|B,W;
      X1 (E84)|2009|2015|X|X; X1 (F48)|2015|2022|X|X; X3 (F25)|2010|2017|X|X; X3 (G01)|2017||X|X; X5 (F15)|2013|2018|L|X;
      i3|2013|2022|E|H5; iX3|2021||E|X`,
  },
  {
    name: 'Mini',
    listCode: 'MIN',
    engines: 'bmw',
    oe: 'bmw',
    weight: 2,
    trims: ['One', 'Cooper', 'Cooper S', 'Cooper D', 'John Cooper Works'],
    models: `Mini (R56)|2006|2013|S|H3; Mini (F56)|2014||S|H3,H5; Clubman|2015||M|W; Countryman|2010|2016|X|X;
      Countryman|2017||X|X; Mini Cabrio|2016||S|K`,
  },
  {
    name: 'Mercedes-Benz',
    listCode: 'MER',
    engines: 'mb',
    oe: 'mb',
    weight: 5,
    trims: ['Executive', 'Sport', 'Premium', 'Business', 'AMG Line'],
    models: `Classe A (W176)|2012|2018|M|H5; Classe A (W177)|2018||M|H5,B; Classe B (W246)|2011|2018|M|V; Classe B (W247)|2018||M|V;
      Classe C (W204)|2007|2014|L|B,W; Classe C (W205)|2014|2021|L|B,W; Classe C (W206)|2021||L|B,W;
      Classe E (W212)|2009|2016|L|B,W; Classe E (W213)|2016||L|B,W; CLA|2013||L|C,W; GLA|2014||X|X; GLC|2015||X|X;
      GLE|2015||L|X; Vito|2014||V|F; Sprinter|2006||V|F; Citan|2012||V|F; EQA|2021||E|X`,
  },
  {
    name: 'Smart',
    listCode: 'SMA',
    engines: 'mb',
    oe: 'mb',
    weight: 2,
    trims: ['Pure', 'Passion', 'Prime', 'Brabus'],
    models: `Fortwo (451)|2007|2014|S|C,K; Fortwo (453)|2014||S|C,K; Forfour (453)|2014|2021|S|H5; #1|2022||E|X`,
  },
  {
    name: 'Kia',
    listCode: 'KIA',
    engines: 'hk',
    oe: 'hk',
    weight: 4,
    trims: ['Urban', 'Style', 'Business', 'Energy', 'GT Line'],
    models: `Picanto|2011|2017|S|H5; Picanto|2017||S|H5; Rio|2011|2017|S|H5; Rio|2017||S|H5; Ceed|2012|2018|M|H5,W;
      Ceed|2018||M|H5,W; Sportage|2010|2015|X|X; Sportage|2016|2021|X|X; Sportage|2021||X|X; Stonic|2017||X|X;
      Niro|2016||X|X; Sorento|2015||L|X; Venga|2010|2019|S|V; XCeed|2019||X|X; EV6|2021||E|X`,
  },
  {
    name: 'Hyundai',
    listCode: 'HYU',
    engines: 'hk',
    oe: 'hk',
    weight: 4,
    trims: ['Classic', 'Comfort', 'XLine', 'XPrime', 'N Line'],
    models: `i10|2013|2019|S|H5; i10|2019||S|H5; i20|2014|2020|S|H5; i20|2020||S|H5; i30|2012|2017|M|H5,W; i30|2017||M|H5,W;
      Tucson|2015|2020|X|X; Tucson|2020||X|X; Kona|2017||X|X; ix35|2010|2015|X|X; ix20|2010|2019|S|V; Santa Fe|2012||L|X;
      Bayon|2021||X|X; Ioniq|2016|2022|M|H5; Ioniq 5|2021||E|X`,
  },
  {
    name: 'Suzuki',
    listCode: 'SUZ',
    engines: 'suzuki',
    oe: 'suzuki',
    weight: 3,
    trims: ['Cool', 'Top', 'Starview', 'Easy'],
    models: `Swift|2010|2017|S|H3,H5; Swift|2017||S|H5; Ignis|2016||S|X; Vitara|2015||X|X; S-Cross|2013||X|X; Jimny|2018||X|X;
      Celerio|2014|2020|S|H5; SX4|2006|2014|X|X; Baleno|2016|2019|S|H5; Splash|2008|2014|S|V`,
  },
  {
    name: 'Mazda',
    listCode: 'MAZ',
    engines: 'mazda',
    oe: 'mazda',
    weight: 2,
    trims: ['Evolve', 'Exceed', 'Exclusive', 'Homura'],
    models: `Mazda2|2014||S|H5; Mazda3|2013|2019|M|H5,B; Mazda3|2019||M|H5,B; Mazda6|2012||L|B,W; CX-3|2015|2021|X|X;
      CX-30|2019||X|X; CX-5|2012|2017|X|X; CX-5|2017||X|X; MX-5|2015||P|K; MX-30|2020||E|X`,
  },
  {
    name: 'Honda',
    listCode: 'HON',
    engines: 'honda',
    oe: 'honda',
    weight: 1.5,
    trims: ['Comfort', 'Elegance', 'Executive', 'Sport'],
    models: `Jazz|2008|2015|S|H5; Jazz|2015|2020|S|H5; Jazz|2020||S|H5; Civic|2012|2017|M|H5,W; Civic|2017|2022|M|H5,B;
      Civic|2022||M|H5; CR-V|2012|2018|X|X; CR-V|2018||X|X; HR-V|2015|2021|X|X; HR-V|2021||X|X; Honda e|2020|2023|E|H5`,
  },
  {
    name: 'Mitsubishi',
    listCode: 'MIT',
    engines: 'mitsubishi',
    oe: 'mitsubishi',
    weight: 1,
    trims: ['Inform', 'Invite', 'Intense', 'Instyle'],
    models: `Space Star|2013||S|H5; ASX|2010|2022|X|X; Outlander|2012|2021|X|X; Eclipse Cross|2018||X|X; L200|2015||V|U;
      Colt|2004|2012|S|H3,H5`,
  },
  {
    name: 'Volvo',
    listCode: 'VOL',
    engines: 'volvo',
    oe: 'volvo',
    weight: 2,
    trims: ['Kinetic', 'Momentum', 'Inscription', 'R-Design', 'Core', 'Plus'],
    models: `V40|2012|2019|M|H5; XC40|2017||X|X; XC60|2008|2017|X|X; XC60|2017||X|X; XC90|2015||L|X; V60|2010|2018|L|W;
      V60|2018||L|W; S60|2010|2018|L|B; V90|2016||L|W; EX30|2023||E|X`,
  },
  {
    name: 'Jeep',
    listCode: 'JEE',
    engines: 'fca',
    oe: 'fca',
    weight: 4,
    trims: ['Longitude', 'Limited', 'Trailhawk', 'S', 'Altitude'],
    models: `Renegade|2014||X|X; Compass|2017||X|X; Cherokee|2014|2021|X|X; Wrangler|2018||X|X; Grand Cherokee|2011|2021|L|X;
      Avenger|2023||X|X`,
  },
  {
    name: 'Land Rover',
    listCode: 'LRO',
    engines: 'jlr',
    oe: 'jlr',
    weight: 1.5,
    trims: ['S', 'SE', 'HSE', 'R-Dynamic'],
    models: `Range Rover Evoque|2011|2018|X|X; Range Rover Evoque|2019||X|X; Discovery Sport|2014||X|X;
      Range Rover Sport|2013|2022|L|X; Range Rover Velar|2017||L|X; Defender|2020||L|X; Freelander 2|2006|2014|X|X;
      Discovery|2017||L|X`,
  },
  {
    name: 'Tesla',
    listCode: 'TES',
    engines: 'tesla',
    oe: 'tesla',
    weight: 1.5,
    trims: ['Standard Range', 'Long Range', 'Performance'],
    models: `Model S|2012||E|B; Model 3|2019||E|B; Model X|2016||E|X; Model Y|2021||E|X`,
  },
  {
    name: 'Porsche',
    listCode: 'POR',
    engines: 'vag',
    oe: 'vag',
    weight: 1,
    trims: ['Base', 'S', 'GTS', 'Turbo'],
    models: `Cayenne|2010|2017|L|X; Cayenne|2017||L|X; Macan|2014||X|X; 911|2011|2019|P|C,K; Panamera|2016||L|B;
      Taycan|2019||E|B`,
  },
  {
    name: 'Subaru',
    listCode: 'SUB',
    engines: 'subaru',
    oe: 'toyota',
    weight: 0.5,
    trims: ['Pure', 'Style', 'Premium', 'Free'],
    models: `Impreza|2017||M|H5; XV|2012|2017|X|X; Forester|2013|2018|X|X; Forester|2019||X|X; Outback|2015||L|W`,
  },
  {
    name: 'MG',
    listCode: 'MG',
    engines: 'mg',
    oe: 'hk',
    weight: 1.5,
    trims: ['Comfort', 'Luxury', 'Standard'],
    models: `ZS|2019||X|X; HS|2019||X|X; MG4|2022||E|H5; MG3|2024||S|H5`,
  },
  {
    name: 'Iveco',
    listCode: 'IVE',
    engines: 'iveco',
    oe: 'fca',
    weight: 1,
    trims: ['Furgone', 'Cabinato', 'Combi'],
    models: `Daily|2006|2014|V|F; Daily|2014||V|F`,
  },
];
