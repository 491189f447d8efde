import { z } from 'zod';

/** The longest query the catalogue takes (the port's limit). */
export const MAX_SEARCH_TEXT = 100;

/** Words of a catalogue search as the BFF accepts them (/cerca, the count call): trimmed, at most 100 characters. */
export const searchText = z.string().trim().max(MAX_SEARCH_TEXT);
