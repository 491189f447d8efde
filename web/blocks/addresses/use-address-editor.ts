import { useState } from 'react';
import type { AddressView } from '../../../shared/contract/checkout.ts';

/** What the address editor shows: nothing open, a new address, or an edit of a saved one. */
export type AddressEditing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: AddressView };

/**
 * Which address, if any, is being written (./address-editor.tsx draws it). `startWithNew` opens the new-address
 * form at once, for a customer who has no address to choose yet.
 */
export function useAddressEditor({ startWithNew = false }: { startWithNew?: boolean } = {}) {
  const [editing, setEditing] = useState<AddressEditing>(startWithNew ? { kind: 'new' } : { kind: 'none' });
  return {
    editing,
    addNew: () => setEditing({ kind: 'new' }),
    edit: (address: AddressView) => setEditing({ kind: 'edit', address }),
    close: () => setEditing({ kind: 'none' }),
  };
}

export type AddressEditorState = ReturnType<typeof useAddressEditor>;
