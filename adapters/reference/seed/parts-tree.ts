/**
 * The parts tree in Italian: groups → subgroups → items ("voci").
 * Item line: `name|family|kind|weight|priceFrom-priceTo|fuels|packs|qualifiers`
 * - family decides which brands make it (brands-data.ts), kind picks the brand's code style when it has one per kind;
 * - weight: how common the item is in a workshop; fuels: the fuel codes it fits ('' = every vehicle);
 * - packs: `pack/min:weight,...` ('' = sold by one); qualifiers: `a/b/c + d/e`, one of each list ends the description,
 *   `#10-30#` becomes a number in that range.
 */
const ICE = 'BDGMN';
const PETROL = 'BGM';
const DIESEL = 'DN';

export const PARTS_TREE: Record<string, Record<string, string[]>> = {
  'Impianto frenante': {
    'Freni a disco': [
      `Kit pastiglie freno|brake|pads|10|25-95||| asse anteriore/asse posteriore + con contatto segnalazione usura/senza contatto segnalazione usura/predisposto per contatto segnalazione usura + spessore #15-20# mm`,
      `Disco freno|brake|discs|9|30-160||2/2:5,1/1:5| asse anteriore/asse posteriore + pieno/ventilato/ventilato internamente/forato e ventilato + Ø #240-345# mm`,
      `Pinza freno|brake|caliper|4|80-260||| asse anteriore sinistra/asse anteriore destra/asse posteriore sinistra/asse posteriore destra + Ø pistone #38-57# mm`,
      `Contatto segnalazione usura pastiglie|brake|sensor|4|6-25||| asse anteriore/asse posteriore + lunghezza #200-1200# mm`,
    ],
    'Freni a tamburo': [
      `Tamburo freno|brake|drums|4|40-120|||asse posteriore + Ø #180-254# mm`,
      `Kit ganasce freno|brake|shoes|5|35-110|||asse posteriore + con leva freno a mano/senza leva freno a mano`,
      `Cilindretto freno|brake|cylinder|3|12-45|||asse posteriore + Ø #17-23# mm`,
    ],
    'Idraulica freni': [
      `Pompa freno|brake|master|3|60-220|||Ø #20-25# mm + con serbatoio/senza serbatoio`,
      `Tubo flessibile freno|brake|hose|4|8-30||2/2:2,1/1:8|asse anteriore/asse posteriore + lunghezza #250-520# mm`,
    ],
    'Freno di stazionamento': [`Cavo freno di stazionamento|brake|cable|3|15-55|||sinistro/destro/centrale + lunghezza #900-2100# mm`],
  },
  Filtri: {
    'Filtri motore': [
      `Filtro olio|filter|oil|10|6-25|${ICE}||filtro avvitabile/cartuccia filtrante + con guarnizione/Ø #65-95# mm`,
      `Filtro aria|filter|air|9|10-45|${ICE}||cartuccia filtrante/filtro a pannello + lunghezza #200-340# mm`,
      `Filtro carburante|filter|fuel|7|12-60|${ICE}||filtro in linea/cartuccia filtrante/con separatore d'acqua + attacco #8-10# mm`,
    ],
    'Filtri abitacolo': [
      `Filtro abitacolo|filter|cabin|8|10-40|||filtro antipolline + lunghezza #200-290# mm`,
      `Filtro abitacolo ai carboni attivi|filter|cabin|6|16-55|||con carboni attivi/antiallergenico + lunghezza #200-290# mm`,
    ],
  },
  'Accensione e preriscaldo': {
    Candele: [
      `Candela di accensione|ignition|plug|8|5-25|${PETROL}|4/4:6,1/1:4|al nichel/al platino/all'iridio + passo M#12-14#x1,25`,
      `Candeletta|ignition|glow|6|12-35|${DIESEL}|4/4:5,1/1:5|tensione 4,4 V/tensione 11 V + lunghezza #90-140# mm`,
    ],
    'Bobine e cavi': [
      `Bobina d'accensione|ignition|coil|5|35-140|${PETROL}||a matita/a blocco + #2-4# poli`,
      `Kit cavi accensione|ignition|leads|3|25-80|${PETROL}||#4-4# cavi + silicone/EPDM`,
    ],
  },
  'Sospensioni e ammortizzatori': {
    Ammortizzatori: [
      `Ammortizzatore|suspension|shock|7|40-180||2/2:4,1/1:6|asse anteriore/asse posteriore + a gas/a olio + bitubo/monotubo`,
      `Supporto ammortizzatore|suspension|mount|4|15-60|||asse anteriore + con cuscinetto/senza cuscinetto`,
      `Kit parapolvere ammortizzatore|suspension|dust|3|12-40||2/2:3,1/1:7|asse anteriore/asse posteriore`,
    ],
    Molle: [`Molla elicoidale|suspension|spring|4|30-90||2/2:3,1/1:7|asse anteriore/asse posteriore + Ø filo #11-15# mm`],
    'Bracci e boccole': [
      `Braccio oscillante|suspension|arm|5|30-150|||asse anteriore sinistro/asse anteriore destro + inferiore/superiore + con giunto di supporto`,
      `Boccola braccio oscillante|suspension|bush|3|6-30|||asse anteriore/asse posteriore + anteriore/posteriore`,
      `Biella barra stabilizzatrice|suspension|link|5|10-45|||asse anteriore/asse posteriore + lunghezza #250-350# mm`,
    ],
    'Mozzi e cuscinetti': [
      `Kit cuscinetto ruota|bearing|wheel|6|30-160|||asse anteriore/asse posteriore + con sensore ABS integrato/senza sensore ABS`,
      `Mozzo ruota|bearing|hub|3|45-190|||asse anteriore/asse posteriore + #4-5# fori`,
    ],
  },
  Sterzo: {
    'Tiranteria sterzo': [
      `Testina scatola sterzo|steering|tierod|5|10-45|||sinistra/destra + filetto M#12-16#`,
      `Tirante assiale sterzo|steering|axial|4|15-55|||sinistro/destro + lunghezza #250-360# mm`,
      `Cuffia scatola sterzo|steering|boot|3|8-30|||lato conducente/lato passeggero`,
    ],
    Servosterzo: [
      `Pompa idraulica servosterzo|steering|pump|3|120-420|||idraulica/elettroidraulica`,
      `Scatola dello sterzo|steering|rack|2|250-900|||idraulica/elettrica + con tiranti`,
    ],
  },
  Trasmissione: {
    'Semiassi e giunti': [
      `Semiasse|transmission|shaft|4|90-320|||lato ruota sinistra/lato ruota destra + lunghezza #540-980# mm`,
      `Kit giunto omocinetico|transmission|cv|4|35-140|||lato ruota/lato cambio + dentatura #22-36#`,
      `Kit cuffia semiasse|transmission|boot|4|10-35|||lato ruota/lato cambio + termoplastica/gomma`,
    ],
  },
  Distribuzione: {
    'Cinghia e kit distribuzione': [
      `Kit distribuzione|timing|kit|8|70-320|${ICE}||#110-160# denti + larghezza #18-30# mm`,
      `Kit distribuzione con pompa acqua|timing|kitpump|7|140-450|${ICE}||#110-160# denti + con pompa acqua`,
      `Cinghia dentata|timing|belt|4|25-90|${ICE}||#110-160# denti + larghezza #18-30# mm`,
      `Tenditore cinghia distribuzione|timing|tensioner|4|30-120|${ICE}||automatico/manuale + Ø #55-70# mm`,
      `Kit catena distribuzione|timing|chain|3|140-520|${ICE}||con guide e tenditore/senza ingranaggi`,
    ],
    'Cinghie ausiliarie': [
      `Cinghia Poly-V|belt|poly|6|12-55|${ICE}||#4-7# nervature + lunghezza #850-2200# mm`,
      `Kit cinghia Poly-V|belt|polykit|4|50-190|${ICE}||con tenditore/con tenditore e puleggia`,
      `Puleggia smorzatrice albero motore|belt|pulley|2|60-230|${ICE}||#4-7# gole + Ø #140-170# mm`,
    ],
  },
  Frizione: {
    'Kit frizione': [
      `Kit frizione|clutch|kit|7|120-480|BDG||con cuscinetto reggispinta/con cilindro secondario + Ø #190-240# mm`,
      `Volano bimassa|clutch|flywheel|4|250-900|BDG||con viti/senza viti + #120-140# denti`,
      `Kit frizione con volano|clutch|kitfly|3|450-1200|BDG||con cuscinetto reggispinta + Ø #200-240# mm`,
    ],
    'Comando frizione': [
      `Cilindro secondario frizione|clutch|slave|4|40-170|BDG||concentrico/esterno`,
      `Pompa frizione|clutch|master|2|30-110|BDG||Ø #15-22# mm`,
      `Cavo frizione|clutch|cable|2|15-45|BDG||regolazione automatica/regolazione manuale + lunghezza #600-1100# mm`,
    ],
  },
  Raffreddamento: {
    'Raffreddamento motore': [
      `Pompa acqua|cooling|pump|6|30-150|${ICE}||con guarnizione/con guarnizione e bulloni + #20-33# denti`,
      `Radiatore motore|cooling|radiator|5|80-380|||con cambio manuale/con cambio automatico + #580-720# x #360-480# mm`,
      `Termostato|cooling|thermostat|5|15-80|${ICE}||temperatura apertura #82-92# °C + con guarnizione/con alloggiamento`,
      `Elettroventola radiatore|cooling|fan|3|70-300|||#250-420# W + Ø #280-390# mm`,
      `Manicotto radiatore|cooling|hose|3|12-55|||superiore/inferiore`,
      `Vaso di espansione|cooling|tank|3|20-70|||con tappo/senza tappo`,
    ],
    Climatizzazione: [
      `Condensatore climatizzatore|aircon|condenser|4|80-280|||con essiccatore/senza essiccatore + #560-690# x #360-420# mm`,
      `Compressore climatizzatore|aircon|compressor|3|250-780|||PAG 46/PAG 100 + #6-7# pistoni`,
      `Filtro essiccatore climatizzatore|aircon|dryer|2|15-60|||R134a/R1234yf`,
    ],
  },
  'Impianto elettrico': {
    'Avviamento e ricarica': [
      `Alternatore|electric|alternator|5|150-520|${ICE}||#70-180# A + 14 V`,
      `Motorino d'avviamento|electric|starter|5|120-450|${ICE}||#1-2#,#0-9# kW + 12 V`,
      `Batteria avviamento|battery|battery|6|70-220|||#44-95# Ah + #360-850# A (EN) + 12 V`,
    ],
    Sensori: [
      `Sonda lambda|sensor|lambda|5|45-200|${ICE}||a monte del catalizzatore/a valle del catalizzatore + #4-5# fili`,
      `Sensore ABS|sensor|abs|5|20-90|||asse anteriore/asse posteriore + sinistro/destro`,
      `Sensore giri motore|sensor|rpm|3|20-80|${ICE}||induttivo/sensore di Hall`,
      `Debimetro|sensor|maf|3|70-260|${ICE}||con alloggiamento/senza alloggiamento + #4-6# poli`,
      `Sensore pressione olio|sensor|oilp|2|10-45|${ICE}||M#10-14#x1,5`,
    ],
  },
  Illuminazione: {
    Lampadine: [
      `Lampadina H7|lighting|bulb|6|3-30||10/10:2,2/2:3,1/1:5|55 W 12 V + standard/+100% luce/luce bianca`,
      `Lampadina H4|lighting|bulb|4|3-30||10/10:2,2/2:3,1/1:5|60/55 W 12 V + standard/+100% luce`,
      `Lampadina W5W|lighting|bulb|4|1-8||10/10:5,2/2:3,1/1:2|5 W 12 V + zoccolo W2,1x9,5d`,
      `Lampadina P21W|lighting|bulb|3|1-8||10/10:5,1/1:5|21 W 12 V + zoccolo BA15s`,
    ],
    Fari: [
      `Faro anteriore|lighting|headlamp|3|90-600|||sinistro/destro + alogeno/LED/xeno`,
      `Fanale posteriore|lighting|taillamp|3|50-250|||sinistro/destro + esterno/interno`,
      `Fendinebbia|lighting|fog|2|30-120|||sinistro/destro + H11/H8`,
    ],
  },
  Tergicristalli: {
    Spazzole: [
      `Spazzola tergicristallo|wiper|blade|7|8-35||2/2:4,1/1:6|lato conducente e passeggero/lato conducente/lato passeggero + #350-700# mm + flat/convenzionale`,
      `Spazzola tergilunotto|wiper|rear|4|6-20|||posteriore + #250-400# mm`,
    ],
    'Motori e pompe': [
      `Motorino tergicristallo|wiper|motor|2|60-220|||anteriore/posteriore + 12 V`,
      `Pompa acqua lavavetro|wiper|pump|3|10-35|||12 V + con guarnizione`,
    ],
  },
  Carrozzeria: {
    'Specchietti e vetri': [
      `Specchietto retrovisore esterno|body|mirror|3|45-220|||sinistro/destro + regolazione elettrica/regolazione manuale + riscaldabile/non riscaldabile`,
      `Vetro specchietto|body|glass|3|10-45|||sinistro/destro + riscaldabile/non riscaldabile + asferico/convesso`,
      `Alzacristallo|body|window|3|45-180|||anteriore sinistro/anteriore destro + elettrico con motorino/senza motorino`,
    ],
    'Portellone e serrature': [
      `Molla a gas portellone|body|gas|4|12-45||2/2:4,1/1:6|portellone/cofano + forza #300-650# N`,
      `Serratura portiera|body|lock|2|40-160|||anteriore sinistra/anteriore destra + chiusura centralizzata`,
    ],
  },
  Scarico: {
    'Impianto di scarico': [
      `Silenziatore posteriore|exhaust|rear|4|60-260|${ICE}||con kit di montaggio/senza kit di montaggio`,
      `Silenziatore centrale|exhaust|middle|3|50-200|${ICE}||lunghezza #600-1400# mm`,
      `Catalizzatore|exhaust|cat|3|180-900|${PETROL}||omologato Euro #4-6#`,
      `Filtro antiparticolato|exhaust|dpf|3|350-1400|${DIESEL}||carburo di silicio/cordierite + omologato Euro #5-6#`,
      `Supporto gommino scarico|exhaust|rubber|3|3-15|${ICE}|5/5:3,1/1:7|gomma + Ø #10-12# mm`,
    ],
  },
  Motore: {
    Guarnizioni: [
      `Guarnizione testata|engine|head|3|25-150|${ICE}||multistrato in acciaio + spessore #1-2#,#0-9# mm`,
      `Paraolio albero motore|engine|seal|3|6-30|${ICE}||lato distribuzione/lato volano + Ø #35-95# mm`,
      `Guarnizione coppa olio|engine|sump|2|8-40|${ICE}||gomma/sughero`,
      `Tappo coppa olio|engine|plug|3|2-10|${ICE}|5/5:4,1/1:6|M#12-22#x1,5 + con guarnizione`,
    ],
    'Sovralimentazione e ricircolo': [
      `Turbocompressore|engine|turbo|3|450-1500|${ICE}||a geometria variabile/con valvola wastegate + con guarnizioni`,
      `Valvola EGR|engine|egr|3|90-380|${ICE}||elettrica/pneumatica + con guarnizione`,
      `Supporto motore|engine|mount|4|25-120|${ICE}||lato distribuzione/lato cambio/posteriore`,
    ],
    'Alimentazione carburante': [
      `Pompa carburante|fuel|pump|3|60-320|${ICE}||elettrica nel serbatoio/con sensore livello carburante + #3-6# bar`,
      `Iniettore|fuel|injector|3|90-420|${ICE}|4/4:2,1/1:8|common rail/iniezione diretta benzina`,
    ],
  },
};
