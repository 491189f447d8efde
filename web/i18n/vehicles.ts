import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/** Texts of the vehicle search (/search-car): they load with its screen. `en` is checked against the keys by its type. */
export const vehiclesIt = {
  JS_CAR_CHIP: 'Veicolo: {name}',
  JS_CAR_CHIP_CLEAR: 'Rimuovi il veicolo scelto',
  JS_CAR_CHOOSE_TITLE: 'Scegli il veicolo',
  JS_CAR_MAKER: 'Marca',
  JS_CAR_MODEL: 'Modello',
  JS_CAR_VERSION: 'Versione',
  JS_CAR_CHOOSE_MAKER: 'Scegli la marca',
  JS_CAR_CHOOSE_MODEL: 'Scegli il modello',
  JS_CAR_CHOOSE_VERSION: 'Scegli la versione',
  JS_CAR_MODEL_OPTION: '{modello} ({anno})',
  JS_CAR_VERSION_OPTION:
    '{versione} · {body} · {kw} kW / {cv} CV · {periodo} · motore {motore} · {cm3} cm³ · {valvole} valvole · {alimentazione}',
  JS_CAR_PERIOD: '{dal}–{al}',
  JS_CAR_PERIOD_OPEN: 'dal {dal}',
  JS_CAR_LOADING: 'Caricamento dei dati del veicolo…',
  JS_CAR_PLATE_TITLE: 'Cerca per targa',
  JS_CAR_PLATE: 'Targa',
  JS_CAR_PLATE_SUBMIT: 'Cerca targa',
  JS_CAR_PLATE_REQUIRED: 'Inserisci la targa del veicolo.',
  JS_CAR_ZERO_PLATES: 'Nessun veicolo trovato per questa targa.',
  JS_CAR_PLATE_CHOOSE: 'La targa {targa} corrisponde a più veicoli: scegli il tuo.',
  JS_CAR_PLATE_PICK: 'Scegli {name}',
  JS_CAR_CHOSEN: 'Veicolo scelto',
  JS_CAR_CHOSEN_PLATE: 'Targa {targa}',
  JS_CAR_CHOSEN_VIN: 'Telaio {telaio}',
  JS_CAR_CLEAR: 'Rimuovi il veicolo',
  JS_CAR_GROUPS: 'Gruppi di ricambi',
  JS_CAR_NO_GROUPS: 'Nessun ricambio disponibile per questo veicolo.',
  JS_CAR_NONE: 'Scegli marca, modello e versione oppure cerca per targa per vedere i ricambi del veicolo.',
} as const;

export type VehiclesKey = keyof typeof vehiclesIt;

export const vehiclesEn: Record<VehiclesKey, string> = {
  JS_CAR_CHIP: 'Vehicle: {name}',
  JS_CAR_CHIP_CLEAR: 'Remove the chosen vehicle',
  JS_CAR_CHOOSE_TITLE: 'Choose the vehicle',
  JS_CAR_MAKER: 'Maker',
  JS_CAR_MODEL: 'Model',
  JS_CAR_VERSION: 'Version',
  JS_CAR_CHOOSE_MAKER: 'Choose the maker',
  JS_CAR_CHOOSE_MODEL: 'Choose the model',
  JS_CAR_CHOOSE_VERSION: 'Choose the version',
  JS_CAR_MODEL_OPTION: '{modello} ({anno})',
  JS_CAR_VERSION_OPTION:
    '{versione} · {body} · {kw} kW / {cv} HP · {periodo} · engine {motore} · {cm3} cc · {valvole} valves · {alimentazione}',
  JS_CAR_PERIOD: '{dal}–{al}',
  JS_CAR_PERIOD_OPEN: 'from {dal}',
  JS_CAR_LOADING: 'Loading the vehicle data…',
  JS_CAR_PLATE_TITLE: 'Search by plate',
  JS_CAR_PLATE: 'Plate',
  JS_CAR_PLATE_SUBMIT: 'Search plate',
  JS_CAR_PLATE_REQUIRED: 'Enter the vehicle’s plate.',
  JS_CAR_ZERO_PLATES: 'No vehicle found for this plate.',
  JS_CAR_PLATE_CHOOSE: 'Plate {targa} matches several vehicles: choose yours.',
  JS_CAR_PLATE_PICK: 'Choose {name}',
  JS_CAR_CHOSEN: 'Chosen vehicle',
  JS_CAR_CHOSEN_PLATE: 'Plate {targa}',
  JS_CAR_CHOSEN_VIN: 'VIN {telaio}',
  JS_CAR_CLEAR: 'Remove the vehicle',
  JS_CAR_GROUPS: 'Part groups',
  JS_CAR_NO_GROUPS: 'No parts available for this vehicle.',
  JS_CAR_NONE: 'Choose maker, model and version or search by plate to see the vehicle’s parts.',
};

/** `t` of the vehicle search: the shared texts and its own. */
export const t = translator<keyof Translations | VehiclesKey>({ ...shared, ...vehiclesIt });
